import type { SocialNetwork } from '../hooks/footerContent';

/** The social networks' marks, redrawn as the shell's line icons (24px grid, one stroke). */
const MARKS: Record<SocialNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h.01" />
    </>
  ),
  facebook: <path d="M16 3.5h-2.2c-2 0-3.3 1.3-3.3 3.4V20.5M7.5 10h8" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="M10.25 9.25v5.5L15 12Z" />
    </>
  ),
  tiktok: <path d="M13.5 3.5v11.25a3.75 3.75 0 1 1-3.75-3.75M13.5 3.5c.4 2.8 2.3 4.6 5 4.75" />,
  pinterest: (
    <>
      <circle cx="12" cy="12" r="8.75" />
      <path d="M10.25 20.5l2.2-10M10.4 14.6c3.3.9 6-1 6-4.1 0-2.6-2.1-4.4-4.7-4.4-3 0-5 2-5 4.5 0 1.1.4 2 1.1 2.5" />
    </>
  ),
};

export default function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {MARKS[network]}
    </svg>
  );
}
