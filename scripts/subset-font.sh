#!/usr/bin/env bash
# Regenerates src/styles/fonts/oswald-core-wght.woff2, the brand face's core file (fonts.css):
# Oswald from @fontsource-variable/oswald cut to the characters the store's display type uses
# (Basic Latin and common punctuation and symbols), the weights it uses (400 to 700, still one
# variable file) and kerning. Needs Debian's python3-fonttools and python3-brotli
# (apt-get install python3-fonttools python3-brotli). Run it after updating the font package.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2
target=src/styles/fonts/oswald-core-wght.woff2
# Keep in step with the unicode-range of the core face in src/styles/fonts.css.
unicodes='U+0020-007E,U+00A0,U+00A3,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2212'
python=/usr/bin/python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" -m fontTools.varLib.instancer "$source" wght=400:700 -o "$work/weights.ttf" >/dev/null
"$python" -m fontTools.subset "$work/weights.ttf" --unicodes="$unicodes" --layout-features=kern \
  --flavor=woff2 --output-file="$target"
echo "$target: $(wc -c <"$target") bytes (from $(wc -c <"$source"))"
