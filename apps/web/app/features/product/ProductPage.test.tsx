import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { ProductPage } from './ProductPage';
import type { ProductPageData } from './product-page.server';
import { categoryCrumbs, productSeo } from './product-seo';
import { toProductView } from './product-view';
import { apiProductFixture } from './test/product-fixture';

// The page under a router (its links need one); `rendered` is the data the next render shows.
let rendered: ProductPageData;
function RoutedPage() {
  return <ProductPage data={rendered} />;
}
const Stub = createRoutesStub([{ path: '/int/oslo-armchair.html', Component: RoutedPage }]);

function render(name = 'Oslo armchair') {
  const api = apiProductFixture({ name });
  const product = toProductView(api);
  rendered = {
    website: 'int',
    product,
    crumbs: categoryCrumbs(api.categories, 'int'),
    seo: productSeo(api, product, 'https://shop.example/int/oslo-armchair.html'),
    mostViewed: null,
  };
  return renderToString(
    <I18nProvider i18n={createTranslator('en-US', loadMessages('en-US').messages)}>
      <Stub initialEntries={['/int/oslo-armchair.html']} />
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
});
