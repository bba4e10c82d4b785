import { useCallback, useState, type KeyboardEvent } from 'react';
import type { GalleryImage } from './productModel';

export interface ProductGalleryView {
  images: GalleryImage[];
  activeIndex: number;
  active: GalleryImage | null;
  handleSelect: (index: number) => void;
  handlePrevious: () => void;
  handleNext: () => void;
  /** Arrow keys step through the images, Home and End go to the first and the last. */
  handleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The product gallery's state: which image is shown. A new set of images (another option chosen)
 * starts again at the first.
 */
export function useProductGallery(images: GalleryImage[]): ProductGalleryView {
  const key = images.map((image) => image.url).join('|');
  const [state, setState] = useState({ key, index: 0 });
  const index = state.key === key ? Math.min(state.index, Math.max(0, images.length - 1)) : 0;
  const count = images.length;

  const handleSelect = useCallback((next: number) => setState({ key, index: next }), [key]);
  const handlePrevious = useCallback(
    () => setState({ key, index: count ? (index - 1 + count) % count : 0 }),
    [count, index, key],
  );
  const handleNext = useCallback(
    () => setState({ key, index: count ? (index + 1) % count : 0 }),
    [count, index, key],
  );
  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const moves: Record<string, () => void> = {
        ArrowLeft: handlePrevious,
        ArrowRight: handleNext,
        Home: () => handleSelect(0),
        End: () => handleSelect(count - 1),
      };
      const move = moves[event.key];
      if (!move || count < 2) return;
      event.preventDefault();
      move();
    },
    [count, handleNext, handlePrevious, handleSelect],
  );
  return {
    images,
    activeIndex: index,
    active: images[index] ?? null,
    handleSelect,
    handlePrevious,
    handleNext,
    handleKeyDown,
  };
}
