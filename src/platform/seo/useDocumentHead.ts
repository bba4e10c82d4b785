import { useEffect } from 'react';
import { applyDocumentHead, type DocumentHead } from './documentHead';

/**
 * Keeps the document head (title, description, canonical, robots, Open Graph, JSON-LD) in line
 * with the page while it is shown; leaving the page takes its tags away again. Rewrites only when
 * the head's content changes, not on every render.
 */
export function useDocumentHead(head: DocumentHead): void {
  const serialized = JSON.stringify(head);
  useEffect(() => applyDocumentHead(JSON.parse(serialized) as DocumentHead), [serialized]);
}
