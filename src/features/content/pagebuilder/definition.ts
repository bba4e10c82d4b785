import type { CommonStyles, ParseContext } from './parseHelpers';

/** Every content type's configuration has its appearance and the common style fields. */
export interface BaseConfig extends CommonStyles {
  appearance: string;
}

/** How one content type is read from Page Builder markup (see parse.ts for the walk). */
export interface ContentTypeParser<C extends BaseConfig> {
  /** Every field with its default (spec 3). A failing parse leaves the element at these. */
  defaults: () => C;
  /** The type's own fields, read from its main element. May throw: the walker swallows it. */
  parse: (element: HTMLElement, context: ParseContext) => Partial<C>;
  /** Where the common style fields are read (default: the main element). */
  styleSource?: (element: HTMLElement) => Element | null;
  /** Whether nested content types become this element's children. */
  container: boolean;
}
