import { useEffect } from 'react';

/** Sets the document title (and meta description) while a page is shown. */
export function useDocumentMeta(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
