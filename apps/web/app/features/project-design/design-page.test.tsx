// The design tab rendered on the server: what a reader sees without JavaScript.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { stubGraphQL } from '~/test/graphql-stub';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { DesignPage } from './DesignPage';
import { loadProjectDesign, type ProjectDesignData } from './project-design.server';

let rendered: () => ReactNode = () => null;
function RoutedPage() {
  return rendered();
}
const Stub = createRoutesStub([{ path: '/int/customer/account/*', Component: RoutedPage }]);

function render(data: ProjectDesignData, locale = 'en-US'): string {
  rendered = () => (
    <DesignPage
      data={data}
      actionData={undefined}
      productsHref="/int/customer/account/projects/7/products"
      pdfHref="/int/customer/account/projects/7/design/pdf"
    />
  );
  return renderToString(
    <I18nProvider i18n={createTranslator(locale, loadMessages(locale as 'en-US').messages)}>
      <Stub initialEntries={['/int/customer/account/projects/7/design']} />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

const eur = (value: number) => ({ value, currency: 'EUR' as const });

function line(id: number, name: string, price: number) {
  return {
    id,
    product: {
      sku: `SKU-${id}`,
      name,
      url_key: name.toLowerCase().replace(/\s+/g, '-'),
      url_suffix: '.html',
      small_image: { url: `https://shop.example/media/${id}.jpg`, label: name },
    },
    configured_variant: null,
    price_range: { minimal_price: eur(price), maximal_price: eur(price) },
  };
}

const project = {
  project_id: 7,
  name: 'Hotel lobby',
  design_elements: [
    {
      id: 3,
      element_type: 'COLOR_PALETTE',
      name: 'Sand',
      text: null,
      colors: ['#d8c3a5', '#8e8d8a'],
      sort: 3,
      url_image: null,
      image_width: null,
      image_height: null,
      image_map: [],
    },
    {
      id: 1,
      element_type: 'IMAGE_BOARD',
      name: 'Reception',
      text: null,
      colors: [],
      sort: 1,
      url_image: 'http://127.0.0.1:4000/project-media/images/abc.jpg?expires=1&signature=s',
      image_width: 1600,
      image_height: 1000,
      image_map: [
        { project_product_id: 11, x_coordinate: 0.25, y_coordinate: 0.5 },
        { project_product_id: 12, x_coordinate: 0.8, y_coordinate: 0.75 },
      ],
    },
    {
      id: 2,
      element_type: 'TEXT',
      name: 'Floor',
      text: 'Oiled oak\nwarm light',
      colors: [],
      sort: 2,
      url_image: null,
      image_width: null,
      image_height: null,
      image_map: [],
    },
  ],
  products: { items: [line(11, 'Oslo sofa', 1200), line(12, 'Arc lamp', 240)] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function load(answer: unknown) {
  const sent = stubGraphQL({ ProjectDesign: { data: answer } });
  const shop = shopContextFixture(new Request('http://shop.test/int/customer/account/projects/7/design'));
  return { sent, data: await loadProjectDesign(shop, 7) };
}

describe('the design tab', () => {
  it('asks for the one project and all its lines', async () => {
    const { sent } = await load({ projects: { items: [project] } });
    expect(sent[0]?.variables).toEqual({ projectId: '7', pageSize: 300 });
  });

  it('shows boards in order, with numbered points that link to their products and show them', async () => {
    const { data } = await load({ projects: { items: [project] } });
    const html = render(data);
    expect(html.indexOf('Reception')).toBeLessThan(html.indexOf('Floor'));
    expect(html.indexOf('Floor')).toBeLessThan(html.indexOf('Sand'));
    expect(html).toContain(
      'src="http://127.0.0.1:4000/project-media/images/abc.jpg?expires=1&amp;signature=s"',
    );
    expect(html).toMatch(/style="left:25%;top:50%"[^>]*data-number="1"/);
    expect(html).toMatch(/style="left:80%;top:75%"[^>]*data-number="2"/);
    expect(html).toContain('href="/int/oslo-sofa.html" aria-label="1. Oslo sofa"');
    expect(html).toContain('href="/int/arc-lamp.html" aria-label="2. Arc lamp"');
    // The popover: picture, name and price, described by the point.
    expect(html).toMatch(/role="tooltip"[^>]*>.*Oslo sofa.*€1,200\.00/);
    expect(html).toContain('Oiled oak\nwarm light');
    expect(html).toContain('background-color:#d8c3a5');
    expect(html).toContain('1 board');
    // The PDF is a plain form post; the add forms post without JavaScript too.
    expect(html).toContain('action="/int/customer/account/projects/7/design/pdf"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
  });

  it('counts boards with the three Russian plural forms', async () => {
    const { data } = await load({ projects: { items: [project] } });
    const boards = (count: number) => ({
      ...data,
      elements: Array.from(
        { length: count },
        (_, i) => ({ ...data.elements[0], id: i + 1 }) as (typeof data.elements)[number],
      ),
    });
    expect(render(boards(1), 'ru-RU')).toContain('1 доска');
    expect(render(boards(3), 'ru-RU')).toContain('3 доски');
    expect(render(boards(5), 'ru-RU')).toContain('5 досок');
  });

  it('says how to start when there is no design yet', async () => {
    const { data } = await load({ projects: { items: [{ ...project, design_elements: [] }] } });
    expect(render(data)).toContain('No design yet');
  });

  it('answers 404 for a project the customer may not read or that does not exist', async () => {
    await expect(load({ projects: { items: [] } })).rejects.toMatchObject({ init: { status: 404 } });
    stubGraphQL({
      ProjectDesign: {
        errors: [{ message: 'No such project', extensions: { category: 'graphql-no-such-entity' } }],
      },
    });
    const shop = shopContextFixture(new Request('http://shop.test/int/customer/account/projects/7/design'));
    await expect(loadProjectDesign(shop, 7)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
