import { fireEvent, render, screen } from '@testing-library/react';
import CatalogImage from '../CatalogImage';

const box = () => screen.getByRole('img').closest('[style]') as HTMLElement;
const state = () => screen.getByRole('img').parentElement!.getAttribute('data-state');

describe('CatalogImage', () => {
  it('reserves a box of the image shape, loads lazily and offers every width', () => {
    render(<CatalogImage src="/c/r/cruiser-1.jpg" alt="Cruiser" sizes="50vw" width={640} />);
    const image = screen.getByRole('img', { name: 'Cruiser' });
    expect(box()).toHaveStyle({ aspectRatio: '0.8' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image.getAttribute('src')).toBe(
      '/media/catalog/product/c/r/cruiser-1.jpg?auto=webp&format=pjpg&quality=85&width=640&height=800&fit=cover',
    );
    expect(
      image
        .getAttribute('srcset')
        ?.split(', ')
        .map((candidate) => candidate.split(' ')[1]),
    ).toEqual(['80w', '160w', '320w', '640w', '960w', '1280w', '1600w', '2560w']);
  });

  it('goes from not loaded to loaded, or to error', () => {
    const view = render(<CatalogImage src="/c/r/a.jpg" alt="A" sizes="50vw" width={320} />);
    expect(state()).toBe('loading');
    fireEvent.load(screen.getByRole('img'));
    expect(state()).toBe('loaded');
    view.rerender(<CatalogImage src="/c/r/b.jpg" alt="A" sizes="50vw" width={320} />);
    expect(state()).toBe('loading');
    fireEvent.error(screen.getByRole('img'));
    expect(state()).toBe('error');
  });

  it('loads the page’s main image at once, with high priority', () => {
    render(<CatalogImage src="/c/r/a.jpg" alt="Main" sizes="100vw" width={960} ratio={1} priority />);
    const image = screen.getByRole('img', { name: 'Main' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('height', '960');
    expect(box()).toHaveAttribute('data-priority', 'true');
  });
});
