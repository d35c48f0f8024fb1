import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import type { RenderProductCard } from './ProductLinkRails';
import { ProductPage } from './ProductPage';
import { NO_PRODUCT_LINKS, type ProductLinksView } from './product-links';
import type { ProductPageData } from './product-page.server';
import { toReviewsView } from './product-reviews';
import { categoryCrumbs, productSeo } from './product-seo';
import { type ApiProduct, toProductView } from './product-view';
import { apiBundleFixture, apiGroupedFixture } from './test/composite-fixture';
import { apiProductFixture } from './test/product-fixture';

// The page under a router (its links need one); `rendered` is the data the next render shows.
let rendered: ProductPageData;
/** The up-sell and related rails' card, as the route composes it; unset: no rails. */
let renderCard: RenderProductCard | undefined;
function RoutedPage() {
  return <ProductPage data={rendered} renderCard={renderCard} />;
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
  return renderProduct(apiProductFixture({ name }));
}

function renderProduct(api: ApiProduct, links: ProductLinksView = NO_PRODUCT_LINKS) {
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
    links,
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

/** The visible text of a server-rendered page, tags and React's text separators left out. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** Whether the page has an element of the tag with every one of the attributes, in any order. */
function hasTag(html: string, tag: string, attributes: string[]): boolean {
  return (html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? []).some((found) =>
    attributes.every((attribute) => found.includes(attribute)),
  );
}

describe('ProductPage of a bundle (server render)', () => {
  const html = renderProduct(apiBundleFixture()).replace(/<!-- -->/g, '');
  const text = textOf(html);

  it('shows the price range as its price view says, and the set as it starts', () => {
    expect(text).toContain('From $1,340.00 To $2,100.00');
    expect(text).toContain('Your set $1,380.00');
    expect(text).toContain('1 × Oslo dining table 180 cm');
    expect(text).toContain('4 × Oslo dining chair, oak');
    expect(renderProduct(apiBundleFixture({ price_view: 'AS_LOW_AS' })).replace(/<!-- -->/g, '')).toContain(
      'As low as',
    );
  });

  it('draws each option as its type says, the defaults chosen, prices, stock and the quantity of chairs', () => {
    // Table: radio buttons, the 180 cm table checked.
    expect(
      hasTag(html, 'input', ['type="radio"', 'name="bundle_option[1]"', 'value="11/1/0"', 'checked=""']),
    ).toBe(true);
    expect(html).toMatch(/Table<span[^>]*>\*<\/span>/);
    expect(html).toContain('name="bundle_option_label[1]" value="Table"');
    // Chairs: a drop-down with the sold-out chair disabled, and a quantity of 4.
    expect(html).toMatch(/<select[^>]*name="bundle_option\[2\]"/);
    expect(html).toContain(
      '<option value="21/4/1" selected="">Oslo dining chair, oak — $120.00 each</option>',
    );
    expect(html).toContain(
      '<option value="23/4/1" disabled="">Oslo dining chair, upholstered — $150.00 each — (Out of stock)</option>',
    );
    expect(hasTag(html, 'input', ['name="bundle_option_qty[2]"', 'value="4"'])).toBe(true);
    // Bench: an optional check box, unticked, with no label marker (nothing required).
    expect(hasTag(html, 'input', ['type="checkbox"', 'name="bundle_option[3]"', 'value="31/1/0"'])).toBe(
      true,
    );
    expect(hasTag(html, 'input', ['name="bundle_option[3]"', 'checked=""'])).toBe(false);
    expect(html).not.toContain('bundle_option_label[3]');
    expect(text).toContain('Oslo dining table 220 cm In stock $1,200.00');
    // No product-level quantity rules hint, one quantity for the number of sets.
    expect(html).toContain('name="quantity"');
  });
});

describe('ProductPage of a grouped product (server render)', () => {
  const html = renderProduct(apiGroupedFixture()).replace(/<!-- -->/g, '');
  const text = textOf(html);

  it('lists the members with their links, prices, stock and default quantities', () => {
    expect(html).toContain('data-testid="grouped-members"');
    expect(html).toContain('href="/int/oslo-table-180.html"');
    expect(html).not.toContain('href="/int/oslo-sideboard.html"');
    expect(text).toContain('Oslo sideboard $700.00 In stock');
    expect(text).toContain('Oslo bench $300.00 Out of stock');
    expect(hasTag(html, 'input', ['name="grouped_qty[OSLO-TABLE-180]"', 'value="1"'])).toBe(true);
    expect(hasTag(html, 'input', ['name="grouped_qty[OSLO-CHAIR-OAK]"', 'value="4"'])).toBe(true);
    expect(hasTag(html, 'input', ['name="grouped_qty[OSLO-BENCH]"', 'disabled=""', 'value="0"'])).toBe(true);
    expect(text).toContain('Your selection $1,380.00');
    // The members have their own quantities: no quantity for the group itself.
    expect(html).not.toContain('name="quantity"');
  });
});

describe('ProductPage up-sell and related rails (server render)', () => {
  const card = (uid: string, name: string): ProductLinksView['related'][number] => ({
    uid,
    name,
    sku: uid.toUpperCase(),
    href: `/int/${uid}.html`,
    image: null,
    inStock: true,
    price: apiProductFixture().price_range,
    rating: null,
    typename: 'SimpleProduct',
    minSaleQty: null,
    qtyIncrements: null,
    hasRequiredOptions: false,
  });

  it('draws each rail with its title and the cards the route draws, and leaves out an empty one', () => {
    renderCard = (item) => <a href={item.href}>card {item.name}</a>;
    try {
      const html = renderProduct(apiProductFixture(), {
        upsells: [],
        related: [card('lund-chair', 'Lund chair'), card('vik-table', 'Vik table')],
      }).replace(/<!-- -->/g, '');
      expect(html).toContain('data-testid="product-related"');
      expect(html).toContain('>Related products</h2>');
      expect(html).toContain('<a href="/int/lund-chair.html">card Lund chair</a>');
      expect(html).toContain('<a href="/int/vik-table.html">card Vik table</a>');
      expect(html).not.toContain('data-testid="product-upsells"');
      expect(html).not.toContain('You may also like');
    } finally {
      renderCard = undefined;
    }
  });

  it('shows the up-sells first, titled "You may also like"', () => {
    renderCard = (item) => <span>card {item.name}</span>;
    try {
      const html = renderProduct(apiProductFixture(), {
        upsells: [card('oslo-sofa', 'Oslo sofa')],
        related: [card('lund-chair', 'Lund chair')],
      });
      expect(html).toContain('You may also like');
      expect(html.indexOf('data-testid="product-upsells"')).toBeLessThan(
        html.indexOf('data-testid="product-related"'),
      );
    } finally {
      renderCard = undefined;
    }
  });
});
