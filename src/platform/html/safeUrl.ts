/** Relative URLs, http(s), mailto and tel: nothing that can run code. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return !scheme || scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel';
}
