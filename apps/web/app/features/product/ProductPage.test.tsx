import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { ProductPage } from './ProductPage';
import type { ProductPageData } from './product-page.server';
import { toReviewsView } from './product-reviews';
import { categoryCrumbs, productSeo } from './product-seo';
import { toProductView } from './product-view';
import { apiProductFixture } from './test/product-fixture';

// The page under a router (its links need one); `rendered` is the data the next render shows.
let rendered: ProductPageData;
function RoutedPage() {
  return <ProductPage data={rendered} />;
}
const Stub = createRoutesStub([
  {
    id: 'website',
    path: '/int',
    Component: Outlet,
    children: [{ path: 'oslo-armchair.html', Component: RoutedPage }],
  },
]);

function render(name = 'Oslo armchair') {
  const api = apiProductFixture({ name });
  const product = toProductView(api);
  const reviews = toReviewsView(api, null, {
    items: [
      {
        id: 'MQ==',
        name: 'Quality',
        values: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), value_id: `v${n}` })),
      },
    ],
  });
  rendered = {
    website: 'int',
    product,
    reviews,
    crumbs: categoryCrumbs(api.categories, 'int'),
    seo: productSeo(api, product, 'https://shop.example/int/oslo-armchair.html', reviews),
    mostViewed: null,
  };
  return renderToString(
    <I18nProvider i18n={createTranslator('en-US', loadMessages('en-US').messages)}>
      <Stub
        initialEntries={['/int/oslo-armchair.html']}
        hydrationData={{ loaderData: { website: { website: 'int', isAuthenticated: false } } }}
      />
    </I18nProvider>,
  );
}

describe('ProductPage (server render)', () => {
  it('renders the product with its price range, tiers, stock, swatches and required option', () => {
    const html = render().replace(/<!-- -->/g, '');
    expect(html).toContain('<h1');
    expect(html).toContain('Oslo armchair');
    expect(html).toContain('From');
    expect(html).toContain('from 4 pcs');
    expect(html).toContain('In stock');
    expect(html).toContain('Ships in 2–3 weeks');
    expect(html).toContain('aria-label="Red"');
    expect(html).toMatch(/Legs<span[^>]*>\*<\/span>/);
    expect(html).toContain('value="2"');
    expect(html).toContain('href="http://shop.example/media/catalog/files/a.pdf"');
    // the designer block links to the entry's page
    expect(html).toContain('href="/int/personally/designers/anna-lebedeva"');
    expect(html).toContain('Interior designer from Saint Petersburg.');
  });

  it('keeps a product name with </script> inside the JSON-LD script', () => {
    const html = render('Sofa</script><script>alert(1)</script>');
    const scripts = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(scripts).not.toBeNull();
    expect(JSON.parse(scripts?.[1] ?? '').name).toBe('Sofa</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('shows the rating summary, the reviews escaped, and the review form with a star choice per rating', () => {
    const html = render().replace(/<!-- -->/g, '');
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('4 out of 5');
    expect(text).toContain('2 reviews');
    expect(text).toContain('Very comfortable');
    expect(text).toContain('by Emma');
    // Plain text: markup in a review is shown, never run.
    expect(html).toContain('The fabric is &lt;soft&gt;.');
    expect(html).toContain('action="/int/review/product/post"');
    expect(html).toContain('name="rating:MQ=="');
    expect(html).toContain('name="rating_id" value="MQ=="');
    expect(html).toContain('aria-label="4 out of 5 stars"');
  });

  it('describes the rating and the reviews for search engines', () => {
    const html = render();
    const json = JSON.parse(
      html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '{}',
    );
    expect(json.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 2,
    });
    expect(json.review[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Emma' },
      datePublished: '2026-10-02',
      name: 'Very comfortable',
      reviewRating: { '@type': 'Rating', ratingValue: 4.7 },
    });
  });
});
