import { useDocumentHead } from '../seo/useDocumentHead';

/**
 * Sets the document title (and meta description) while a page is shown. Pages that also need a
 * canonical URL, Open Graph tags or JSON-LD use `useDocumentHead` (src/platform/seo) directly.
 */
export function useDocumentMeta(title: string | null | undefined, description?: string | null): void {
  useDocumentHead({ title, description });
}
