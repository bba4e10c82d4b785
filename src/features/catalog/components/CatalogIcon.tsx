/**
 * Line icons of the catalog pages, drawn like the shell's (24px grid, square caps, one stroke
 * weight). Decorative: the control around an icon carries the words.
 */
const PATHS = {
  filter: 'M4 6h16M7 12h10M10 18h4',
  sort: 'M7 4v16M3.5 16.5 7 20l3.5-3.5M17 20V4M13.5 7.5 17 4l3.5 3.5',
  close: 'M5 5l14 14M19 5 5 19',
  chevronLeft: 'M14.5 6l-6 6 6 6',
  chevronRight: 'M9.5 6l6 6-6 6',
  chevronDown: 'M6 9.5l6 6 6-6',
  check: 'M4.5 12.5l5 5 10-11',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.3 15.3 21 21',
  folder: 'M3 6.5h6.5l2 2H21V19H3Z',
} as const;

export type CatalogIconName = keyof typeof PATHS;

export default function CatalogIcon({
  name,
  size = 20,
  className,
}: {
  name: CatalogIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="square"
      strokeLinejoin="miter"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
