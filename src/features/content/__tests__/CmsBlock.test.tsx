import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import CmsBlock from '../components/CmsBlock';
import { loadAllContentTypes } from '../pagebuilder/__tests__/testUtils';

// Real renders against the embedded backend: slow when the machine is busy.
jest.setTimeout(30_000);

async function renderBlock(identifiers: string | string[]) {
  await loadAllContentTypes();
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<CmsBlock identifiers={identifiers} className="block" />);
  });
  return result!;
}

describe('CmsBlock', () => {
  it('shows a placeholder while loading, then the blocks in the order asked for', async () => {
    let container: HTMLElement | undefined;
    act(() => {
      container = renderWithProviders(
        <CmsBlock identifiers={['footer-social', 'header-info-bar']} />,
      ).container;
    });
    expect(container!.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('Free shipping on orders over $75 · 30-day returns')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Follow along' })).toBeInTheDocument();
    const blocks = Array.from(container!.querySelectorAll('[data-cms-block]'), (element) =>
      element.getAttribute('data-cms-block'),
    );
    expect(blocks).toEqual(['footer-social', 'header-info-bar']);
    expect(container!.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('accepts one identifier as a string and renders Page Builder content with in-app links', async () => {
    await renderBlock('footer-links');
    expect(await screen.findByRole('link', { name: 'Order Status' })).toHaveAttribute(
      'href',
      '/order-status',
    );
  });

  it('says so when there are no blocks to display', async () => {
    await renderBlock([]);
    expect(screen.getByText('There are no blocks to display')).toBeInTheDocument();
  });

  it('shows the blocks Magento has when one of those asked for is missing (a null item with its error)', async () => {
    await renderBlock(['header-info-bar', 'no-such-block']);
    expect(await screen.findByText('Free shipping on orders over $75 · 30-day returns')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the load error’s message when none could be shown', async () => {
    await renderBlock(['no-such-block']);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CMS block with the "no-such-block" ID doesn\'t exist.',
    );
  });
});
