/** Page Builder stores every element with a `data-content-type` attribute; plain HTML has none. */
const MARKER = /\sdata-content-type\s*=\s*["']?[a-z]/i;

/** True when the HTML holds Page Builder content (master format), false for plain HTML. */
export function detectPageBuilder(html: string): boolean {
  return MARKER.test(html);
}
