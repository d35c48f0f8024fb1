import { describe, expect, it } from 'vitest';
import type { ListingAggregationFragment as AggregationData } from '~/lib/graphql/generated';
import {
  activeChips,
  buildFacets,
  type CategoryTreeNode,
  categoryFacetTree,
  FACET_VISIBLE_OPTIONS,
  missingSelections,
  visibleOptionCount,
} from './facets';
import type { FilterField } from './listing-url';

const FIELDS: FilterField[] = [
  { code: 'color', kind: 'equal' },
  { code: 'material', kind: 'equal' },
  { code: 'price', kind: 'range' },
  { code: 'category_uid', kind: 'equal' },
];

function aggregation(
  code: string,
  options: [value: string, label: string, count: number, hex?: string][],
  info: { type: string; position: number } | null = null,
): AggregationData {
  return {
    attribute_code: code,
    label: code.toUpperCase(),
    count: options.length,
    position: 0,
    options: options.map(([value, label, count, hex]) => ({
      value,
      label,
      count,
      color_hex_code: hex ?? null,
    })),
    additional_info: info,
  };
}

describe('facets from aggregations', () => {
  const aggregations = [
    aggregation(
      'material',
      [
        ['3', 'Oak', 4],
        ['4', 'Steel', 2],
      ],
      { type: 'additional', position: 1 },
    ),
    aggregation(
      'color',
      [
        ['12', 'Red', 3, '#ff0000'],
        ['15', 'Blue', 3, '#0000ff'],
      ],
      { type: 'main', position: 2 },
    ),
    aggregation(
      'price',
      [
        ['0_100', '0-100', 2],
        ['100_200', '100-200', 4],
      ],
      { type: 'range', position: 0 },
    ),
    aggregation('brand', [['1', 'Acme', 6]], { type: 'main', position: 0 }),
  ];

  it('keeps only filterable codes, orders by position and groups main / additional', () => {
    const facets = buildFacets({ aggregations, fields: FIELDS, active: [], totalCount: 6, ignored: [] });
    expect(facets.map((facet) => [facet.code, facet.kind, facet.group])).toEqual([
      ['price', 'range', 'main'],
      ['material', 'equal', 'additional'],
      ['color', 'equal', 'main'],
    ]);
    expect(facets.find((facet) => facet.code === 'color')?.swatches).toBe(true);
    expect(facets.find((facet) => facet.code === 'color')?.options[0]?.swatch).toBe('#ff0000');
  });

  it('leaves out a facet where no item narrows the result, unless it is active', () => {
    const useless = [aggregation('category_uid', [['MTA=', 'Sofas', 6]])];
    expect(
      buildFacets({ aggregations: useless, fields: FIELDS, active: [], totalCount: 6, ignored: [] }),
    ).toEqual([]);
    const active = [{ code: 'category_uid', kind: 'equal' as const, values: ['MTA='] }];
    expect(
      buildFacets({ aggregations: useless, fields: FIELDS, active, totalCount: 6, ignored: [] }).map(
        (f) => f.code,
      ),
    ).toEqual(['category_uid']);
  });

  it('takes an active code’s options from its own aggregation and marks the selected ones', () => {
    const active = [{ code: 'color', kind: 'equal' as const, values: ['12'] }];
    const filtered = [aggregation('color', [['12', 'Red', 3, '#ff0000']])];
    const own = new Map([
      [
        'color',
        aggregation('color', [
          ['12', 'Red', 3, '#ff0000'],
          ['15', 'Blue', 5, '#0000ff'],
        ]),
      ],
    ]);
    const [color] = buildFacets({
      aggregations: filtered,
      ownAggregations: own,
      fields: FIELDS,
      active,
      totalCount: 3,
      ignored: [],
    });
    expect(color?.options.map((option) => [option.value, option.selected])).toEqual([
      ['12', true],
      ['15', false],
    ]);
  });

  it('keeps a selected value the API no longer lists, so it can be removed', () => {
    const active = [{ code: 'material', kind: 'equal' as const, values: ['9'] }];
    const [material] = buildFacets({
      aggregations: [aggregation('material', [['3', 'Oak', 1]])],
      fields: FIELDS,
      active,
      totalCount: 0,
      ignored: [],
    });
    expect(material?.options.at(-1)).toEqual({
      value: '9',
      label: '9',
      count: 0,
      swatch: null,
      selected: true,
    });
  });

  it('labels active chips from the facets', () => {
    const active = [
      { code: 'color', kind: 'equal' as const, values: ['12', '15'] },
      { code: 'price', kind: 'range' as const, values: ['100_200'] },
    ];
    const facets = buildFacets({ aggregations, fields: FIELDS, active, totalCount: 6, ignored: [] });
    expect(activeChips(active, facets)).toEqual([
      { code: 'color', kind: 'equal', facetLabel: 'COLOR', value: '12', label: 'Red' },
      { code: 'color', kind: 'equal', facetLabel: 'COLOR', value: '15', label: 'Blue' },
      { code: 'price', kind: 'range', facetLabel: 'PRICE', value: '100_200', label: null },
    ]);
  });
});

describe('selected values nothing matches any more', () => {
  it('are found and labelled from the unfiltered facets', () => {
    const active = [{ code: 'color', kind: 'equal' as const, values: ['12', '15'] }];
    const own = new Map([['color', aggregation('color', [['12', 'Red', 1, '#ff0000']])]]);
    expect(missingSelections([], own, active)).toEqual([{ code: 'color', kind: 'equal', values: ['15'] }]);
    const [color] = buildFacets({
      aggregations: [],
      ownAggregations: own,
      fields: FIELDS,
      active,
      totalCount: 1,
      ignored: [],
      fallbackAggregations: [aggregation('color', [['15', 'Blue', 4, '#0000ff']])],
    });
    expect(color?.options.at(-1)).toEqual({
      value: '15',
      label: 'Blue',
      count: 0,
      swatch: '#0000ff',
      selected: true,
    });
  });
});

describe('the category facet as a tree', () => {
  const option = (value: string, count = 1) => ({
    value,
    label: value,
    count,
    swatch: null,
    selected: false,
  });
  const node = (uid: string, children: CategoryTreeNode[] = []): CategoryTreeNode => ({ uid, children });
  const tree = [
    node('living', [node('sofas'), node('armchairs')]),
    node('bedroom', [node('beds'), node('wardrobes')]),
  ];

  it('puts each child right after its parent, one level deeper', () => {
    const flat = [option('sofas'), option('bedroom'), option('living'), option('beds'), option('armchairs')];
    expect(categoryFacetTree(flat, tree).map((item) => [item.value, item.depth])).toEqual([
      ['living', 0],
      ['sofas', 1],
      ['armchairs', 1],
      ['bedroom', 0],
      ['beds', 1],
    ]);
  });

  it('keeps a child whose parent is not listed at the top level', () => {
    expect(categoryFacetTree([option('beds'), option('sofas')], tree).map((item) => item.depth)).toEqual([
      0, 0,
    ]);
  });

  it('appends categories the tree does not know at the top level, in the API order', () => {
    const placed = categoryFacetTree([option('sale'), option('living'), option('outlet')], tree);
    expect(placed.map((item) => [item.value, item.depth])).toEqual([
      ['living', 0],
      ['sale', 0],
      ['outlet', 0],
    ]);
  });

  it('keeps counts and selection of each option', () => {
    const [first] = categoryFacetTree([{ ...option('living', 7), selected: true }], tree);
    expect(first).toMatchObject({ value: 'living', count: 7, selected: true, depth: 0 });
  });
});

describe('options a facet draws before "show all"', () => {
  const options = (count: number, selectedAt?: number) =>
    Array.from({ length: count }, (_, index) => ({ selected: index === selectedAt }));

  it('draws the first ones of a long facet and every option of a short one', () => {
    expect(visibleOptionCount(options(14), false)).toBe(FACET_VISIBLE_OPTIONS);
    expect(visibleOptionCount(options(FACET_VISIBLE_OPTIONS), false)).toBe(FACET_VISIBLE_OPTIONS);
    // A link that would reveal one or two options costs as much as drawing them.
    expect(visibleOptionCount(options(FACET_VISIBLE_OPTIONS + 2), false)).toBe(FACET_VISIBLE_OPTIONS + 2);
  });

  it('draws them all when asked, or when a chosen option would be hidden', () => {
    expect(visibleOptionCount(options(14), true)).toBe(14);
    expect(visibleOptionCount(options(14, 12), false)).toBe(14);
    expect(visibleOptionCount(options(14, 2), false)).toBe(FACET_VISIBLE_OPTIONS);
  });
});
