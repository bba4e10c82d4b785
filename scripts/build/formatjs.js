// Where the ICU MessageFormat parser that react-intl uses at run time lives. Resolved through
// react-intl → intl-messageformat, so the build compiles messages with the same parser version
// that the browser's formatter understands, and the bundle can swap in its parser-less entry.
const path = require('node:path');

const reactIntlDir = path.dirname(require.resolve('react-intl'));
const intlMessageFormatDir = path.dirname(require.resolve('intl-messageformat', { paths: [reactIntlDir] }));
const resolveParser = (request) => require.resolve(request, { paths: [intlMessageFormatDir] });

module.exports = {
  /** The full parser (ESM): for build-time compilation only. */
  parserPath: resolveParser('@formatjs/icu-messageformat-parser'),
  /** Same exports (types, type guards), but `parse` throws: for the browser bundle. */
  noParserPath: resolveParser('@formatjs/icu-messageformat-parser/no-parser.js'),
};
