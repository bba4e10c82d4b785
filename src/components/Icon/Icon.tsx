/**
 * The store's line icons, drawn for the brand on a 24px grid: square caps and joins, one stroke
 * weight. Decorative (aria-hidden): the control around an icon carries the words.
 */
const PATHS = {
  menu: 'M3 6.5h18M3 12h18M3 17.5h18',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.3 15.3 21 21',
  close: 'M5 5l14 14M19 5 5 19',
  back: 'M20 12H4.5M10.5 5.5 4 12l6.5 6.5',
  cart: 'M3 4h2.5l2.2 11h11l2-8H6.6M9.5 20.5h.01M17.5 20.5h.01',
  account: 'M12 12a4.25 4.25 0 1 0 0-8.5 4.25 4.25 0 0 0 0 8.5ZM4 21c.8-4 4-6 8-6s7.2 2 8 6',
  chevronDown: 'M6 9.5l6 6 6-6',
  chevronLeft: 'M14.5 6l-6 6 6 6',
  chevronRight: 'M9.5 6l6 6-6 6',
  arrowUp: 'M12 20V4.5M5.5 11 12 4.5l6.5 6.5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9c-2.4-2.6-3.6-5.6-3.6-9S9.6 5.6 12 3Z',
  check: 'M4.5 12.5l5 5 10-11',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  filter: 'M4 6h16M7 12h10M10 18h4',
  sort: 'M7 4v16M3.5 16.5 7 20l3.5-3.5M17 20V4M13.5 7.5 17 4l3.5 3.5',
  folder: 'M3 6.5h6.5l2 2H21V19H3Z',
} as const;

type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

export default function Icon({ name, size = 24, className }: IconProps) {
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
