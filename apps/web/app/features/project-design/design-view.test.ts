import { describe, expect, it } from 'vitest';
import type { ProjectDesignElementFieldsFragment, ProjectDesignLineFragment } from '~/lib/graphql/generated';
import { toDesignElementViews, toDesignLineView, toImageMapInput } from './design-view';

const money = (value: number) => ({ value, currency: 'EUR' as const });

function line(id: number, name: string, urlKey: string | null): ProjectDesignLineFragment {
  return {
    id,
    product: {
      sku: `SKU-${id}`,
      name,
      url_key: urlKey,
      url_suffix: '.html',
      small_image: { url: `/media/${id}.jpg`, label: '' },
    },
    configured_variant: null,
    price_range: { minimal_price: money(100), maximal_price: money(100) },
  } as ProjectDesignLineFragment;
}

function element(
  fields: Partial<ProjectDesignElementFieldsFragment> &
    Pick<ProjectDesignElementFieldsFragment, 'id' | 'element_type'>,
): ProjectDesignElementFieldsFragment {
  return {
    name: null,
    text: null,
    colors: [],
    sort: 0,
    url_image: null,
    image_width: null,
    image_height: null,
    image_map: [],
    ...fields,
  };
}

describe('the design tab’s view of a project', () => {
  it('links a line to its product page and takes its picture and price', () => {
    expect(toDesignLineView(line(4, 'Oslo sofa', 'oslo-sofa'), 'ru', '.html')).toEqual({
      id: 4,
      name: 'Oslo sofa',
      sku: 'SKU-4',
      href: '/ru/oslo-sofa.html',
      image: { url: '/media/4.jpg', label: 'Oslo sofa' },
      price: { minimal: money(100), maximal: money(100) },
    });
    expect(toDesignLineView(line(5, 'Hidden', null), 'ru', '.html').href).toBeNull();
  });

  it('orders elements by sort, numbers each board’s points and leaves out points on lines that are gone', () => {
    const lines = [
      toDesignLineView(line(1, 'Sofa', 'sofa'), 'int', ''),
      toDesignLineView(line(2, 'Lamp', 'lamp'), 'int', ''),
    ];
    const views = toDesignElementViews(
      [
        element({ id: 30, element_type: 'COLOR_PALETTE', sort: 3, colors: ['#ffffff'] }),
        element({
          id: 10,
          element_type: 'IMAGE_BOARD',
          sort: 1,
          name: 'Hall',
          url_image: 'https://shop.example/media/signed.jpg?sig=1',
          image_width: 1600,
          image_height: 1000,
          image_map: [
            { project_product_id: 2, x_coordinate: 0.1, y_coordinate: 0.2 },
            { project_product_id: 99, x_coordinate: 0.5, y_coordinate: 0.5 },
            { project_product_id: 1, x_coordinate: 0.7, y_coordinate: 0.8 },
          ],
        }),
        element({ id: 20, element_type: 'TEXT', sort: 1, text: 'Oak floor' }),
      ],
      lines,
    );
    expect(views.map((view) => view.id)).toEqual([10, 20, 30]);
    const board = views[0];
    if (board?.type !== 'IMAGE_BOARD') throw new Error('the board comes first');
    expect(board.image).toEqual({
      url: 'https://shop.example/media/signed.jpg?sig=1',
      width: 1600,
      height: 1000,
    });
    expect(board.points.map((point) => [point.number, point.line.name, point.x, point.y])).toEqual([
      [1, 'Lamp', 0.1, 0.2],
      [2, 'Sofa', 0.7, 0.8],
    ]);
    expect(views[1]).toMatchObject({ type: 'TEXT', text: 'Oak floor', name: '' });
    expect(views[2]).toMatchObject({ type: 'COLOR_PALETTE', colors: ['#ffffff'] });
  });

  it('saves points as the API’s image map', () => {
    expect(toImageMapInput([{ lineId: 3, x: 0.25, y: 0.5 }])).toEqual([
      { project_product_id: 3, x_coordinate: 0.25, y_coordinate: 0.5 },
    ]);
  });
});
