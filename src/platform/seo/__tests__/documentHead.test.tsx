import { render } from '@testing-library/react';
import { useDocumentMeta } from '../../html/useDocumentTitle';
import { applyDocumentHead, serializeJsonLd } from '../documentHead';
import { useDocumentHead } from '../useDocumentHead';
import type { DocumentHead } from '../documentHead';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Store default">';
  document.title = 'Store';
});

describe('document head', () => {
  it('writes title, description, canonical, robots, Open Graph and JSON-LD, and undoes it', () => {
    const undo = applyDocumentHead({
      title: 'Cruiser Deluxe',
      description: 'A suitcase record player.',
      canonical: '/cruiser-deluxe.html',
      robots: 'noindex, follow',
      openGraph: {
        type: 'product',
        image: '/media/x.jpg',
        imageAlt: 'Front',
        priceAmount: 59.95,
        priceCurrency: 'USD',
      },
      jsonLd: [{ '@type': 'Product', name: 'Cruiser Deluxe' }, { '@type': 'BreadcrumbList' }],
    });
    expect(document.title).toBe('Cruiser Deluxe');
    expect(meta('meta[name="description"]')).toBe('A suitcase record player.');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'http://localhost/cruiser-deluxe.html',
    );
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:title"]')).toBe('Cruiser Deluxe');
    expect(meta('meta[property="og:description"]')).toBe('A suitcase record player.');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost/cruiser-deluxe.html');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/media/x.jpg');
    expect(meta('meta[property="og:image:alt"]')).toBe('Front');
    expect(meta('meta[property="product:price:amount"]')).toBe('59.95');
    expect(meta('meta[property="product:price:currency"]')).toBe('USD');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(jsonLd()).toEqual([{ '@type': 'Product', name: 'Cruiser Deluxe' }, { '@type': 'BreadcrumbList' }]);

    undo();
    expect(meta('meta[name="description"]')).toBe('Store default');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(jsonLd()).toEqual([]);
    expect(document.title).toBe('Cruiser Deluxe');
  });

  it('escapes "<" in JSON-LD so no value can end the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(serializeJsonLd({ name: '</script>' }))).toEqual({ name: '</script>' });
  });

  it('follows the page: a new head replaces the last, leaving the page removes it', () => {
    function Page({ head }: { head: DocumentHead }) {
      useDocumentHead(head);
      return null;
    }
    const view = render(<Page head={{ title: 'One', canonical: '/one.html', jsonLd: { a: 1 } }} />);
    expect(jsonLd()).toEqual([{ a: 1 }]);
    view.rerender(<Page head={{ title: 'Two', canonical: '/two.html', jsonLd: { b: 2 } }} />);
    expect(document.title).toBe('Two');
    expect(jsonLd()).toEqual([{ b: 2 }]);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    view.unmount();
    expect(jsonLd()).toEqual([]);
  });

  it('keeps useDocumentMeta(title, description) working', () => {
    function Page() {
      useDocumentMeta('About us', 'Who we are.');
      return null;
    }
    const view = render(<Page />);
    expect(document.title).toBe('About us');
    expect(meta('meta[name="description"]')).toBe('Who we are.');
    view.unmount();
    expect(meta('meta[name="description"]')).toBe('Store default');
  });
});
