import type { ReactNode } from 'react';

/** Icon names a toast may ask for (ToastOptions.icon); the four types name their own icons. */
export type ToastIconName = 'info' | 'success' | 'warning' | 'error' | 'offline' | 'online' | 'close';

const paths: Record<ToastIconName, ReactNode> = {
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </>
  ),
  offline: (
    <>
      <path d="m2 2 20 20" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2-1.5" />
      <path d="M1.4 9a15 15 0 0 1 4.3-2.7M22.6 9A15 15 0 0 0 10.7 5.1M12 20h.01" />
    </>
  ),
  online: (
    <>
      <path d="M5 12.6a10 10 0 0 1 14 0M1.4 9a15 15 0 0 1 21.2 0M8.5 16.1a5 5 0 0 1 7 0" />
      <path d="M12 20h.01" />
    </>
  ),
  close: <path d="M18 6 6 18M6 6l12 12" />,
};

export function isToastIconName(name: string | null | undefined): name is ToastIconName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(paths, name);
}

export interface ToastIconProps {
  name: ToastIconName;
  className?: string | undefined;
  /** Edge length in px. */
  size?: number;
}

/** A decorative line icon (hidden from assistive technology: the text next to it says it all). */
export default function ToastIcon({ name, className, size = 20 }: ToastIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
