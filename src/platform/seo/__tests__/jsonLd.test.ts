import { breadcrumbListJsonLd, plainText, productJsonLd } from '../jsonLd';

type Json = Record<string, unknown> & {
  offers: Record<string, unknown> & { offers: Array<Record<string, unknown>> };
};

describe('JSON-LD', () => {
  it('describes a simple product with one Offer', () => {
    const data = productJsonLd({
      name: 'Hadley',
      sku: 'SS-SC-2001',
      url: '/hadley.html',
      description: '<p>A <b>suitcase</b> player &amp; more.</p>',
      images: ['/media/catalog/product/h/a/hadley-1.jpg'],
      offer: { price: 64.95, currency: 'GBP', inStock: false, sku: 'SS-SC-2001' },
    }) as Json;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Hadley',
      sku: 'SS-SC-2001',
      url: 'http://localhost/hadley.html',
      description: 'A suitcase player & more.',
      image: ['http://localhost/media/catalog/product/h/a/hadley-1.jpg'],
      offers: {
        '@type': 'Offer',
        price: '64.95',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/OutOfStock',
        url: 'http://localhost/hadley.html',
      },
    });
  });

  it('describes a configurable product with an AggregateOffer over its children', () => {
    const data = productJsonLd({
      name: 'Cruiser',
      sku: 'SS-CR',
      url: '/cruiser.html',
      offer: { price: 59.95, currency: 'USD', inStock: true },
      variantOffers: [
        { price: 59.95, currency: 'USD', inStock: false, sku: 'SS-CR-BLK' },
        { price: 64.95, currency: 'USD', inStock: true, sku: 'SS-CR-SAG' },
      ],
    }) as Json;
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: '59.95',
      highPrice: '64.95',
      offerCount: 2,
      availability: 'https://schema.org/InStock',
    });
    expect(data.offers.offers.map((offer) => [offer.sku, offer.availability])).toEqual([
      ['SS-CR-BLK', 'https://schema.org/OutOfStock'],
      ['SS-CR-SAG', 'https://schema.org/InStock'],
    ]);
  });

  it('gives a reviewed product its AggregateRating on a 5 scale and its reviews; none without reviews', () => {
    const base = {
      name: 'Cruiser Deluxe',
      sku: 'SS-CR-8005',
      url: '/cruiser-deluxe.html',
      offer: { price: 59.95, currency: 'USD', inStock: true },
    };
    const review = {
      author: 'Owen',
      datePublished: '2025-09-01',
      name: 'Headphone jack is handy',
      body: 'Late-night listening.',
      rating: 4,
    };
    const data = productJsonLd({ ...base, rating: { value: 4.3, count: 7 }, reviews: [review] }) as Json;
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Owen' },
        datePublished: '2025-09-01',
        name: 'Headphone jack is handy',
        reviewBody: 'Late-night listening.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    const unreviewed = productJsonLd({ ...base, rating: { value: 0, count: 0 }, reviews: [review] }) as Json;
    expect(unreviewed).not.toHaveProperty('aggregateRating');
    expect(unreviewed).not.toHaveProperty('review');
  });

  it('lists breadcrumbs in order, the page itself without a link when it has none', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', url: '/' },
        { name: 'Record Players', url: '/record-players.html' },
        { name: 'Cruiser' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Record Players',
          item: 'http://localhost/record-players.html',
        },
        { '@type': 'ListItem', position: 3, name: 'Cruiser' },
      ],
    });
  });

  it('turns backend HTML into plain text', () => {
    expect(plainText('<p>One&nbsp;two</p><script>x()</script><ul><li>three</li></ul>')).toBe('One two three');
    expect(plainText(null)).toBe('');
  });
});
