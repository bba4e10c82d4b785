/**
 * The parse-warning filter (spec 8): hides console warnings of the form "Attempting to get field
 * ... but it does not exist" (raised while reading content whose optional fields are absent, which
 * is expected and handled) and passes every other warning through unchanged.
 */

/** The hidden warnings. */
export const PARSE_WARNING_PATTERN = /Attempting to get field .* but it does not exist/s;

/** True when a console.warn call is a parse warning. */
export function isParseWarning(args: readonly unknown[]): boolean {
  const [first] = args;
  const text = first instanceof Error ? first.message : first;
  return typeof text === 'string' && PARSE_WARNING_PATTERN.test(text);
}

let uninstall: (() => void) | null = null;

/**
 * Wraps console.warn once (later calls change nothing); returns the function that restores the
 * previous console.warn.
 */
export function installParseWarningFilter(target: Pick<Console, 'warn'> = console): () => void {
  if (uninstall) return uninstall;
  const original = target.warn;
  const filtered = (...args: unknown[]) => {
    if (!isParseWarning(args)) original.apply(target, args);
  };
  target.warn = filtered;
  uninstall = () => {
    if (target.warn === filtered) target.warn = original;
    uninstall = null;
  };
  return uninstall;
}
