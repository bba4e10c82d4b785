import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import ProductGallery from '../components/ProductGallery';

const images = [1, 2, 3].map((n) => ({
  url: `http://localhost/media/catalog/product/c/r/cruiser-${n}.jpg`,
  label: `Cruiser picture ${n}`,
}));

// Thumbnails' pictures have empty alt text (their buttons are named): found as elements.
const thumbnailImages = () => [...screen.getByRole('list').querySelectorAll('img')];
const stageImage = () => screen.getByRole('img', { name: 'Cruiser picture 1' }) as HTMLImageElement;

describe('product gallery', () => {
  it('asks for the thumbnails only once the first picture is shown, and keeps them after', async () => {
    renderWithProviders(<ProductGallery images={images} name="Cruiser" />);
    // The first picture loads alone.
    expect(stageImage().getAttribute('src')).toMatch(/cruiser-1\.jpg/);
    expect(thumbnailImages().map((image) => image.getAttribute('src'))).toEqual([null, null, null]);

    fireEvent.load(stageImage());
    // Released a frame after it is shown.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(thumbnailImages().map((image) => image.getAttribute('src'))).toEqual([
      expect.stringMatching(/cruiser-1\.jpg/),
      expect.stringMatching(/cruiser-2\.jpg/),
      expect.stringMatching(/cruiser-3\.jpg/),
    ]);

    // Another picture on the stage does not hide the thumbnails again.
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2: Cruiser picture 2' }));
    expect(screen.getByRole('img', { name: 'Cruiser picture 2' })).toBeInTheDocument();
    expect(thumbnailImages().every((image) => image.getAttribute('src'))).toBe(true);
  });
});
