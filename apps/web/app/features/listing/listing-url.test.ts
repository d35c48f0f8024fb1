import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  expandedFacets,
  type FilterField,
  isSelected,
  listingHref,
  parseRange,
  readFilters,
  readMode,
  readPage,
  readPageSize,
  readSort,
  removeFilter,
  toFilterInput,
  toggleFilter,
  withDirectionToggled,
  withFacetExpanded,
  withMode,
  withPage,
  withPageSize,
  withSortField,
} from './listing-url';

const FIELDS: FilterField[] = [
  { code: 'category_uid', kind: 'equal' },
  { code: 'category_id', kind: 'equal' },
  { code: 'color', kind: 'equal' },
  { code: 'material', kind: 'equal' },
  { code: 'price', kind: 'range' },
  { code: 'name', kind: 'equal' },
];

const q = (search: string) => new URLSearchParams(search);

describe('reading filters from the URL', () => {
  it('reads equal lists and ranges of known fields only', () => {
    const active = readFilters(q('color=12,15&price=100_200&unknown=1&p=2&q=sofa'), FIELDS);
    expect(active).toEqual([
      { code: 'color', kind: 'equal', values: ['12', '15'] },
      { code: 'price', kind: 'range', values: ['100_200'] },
    ]);
  });

  it('ignores the codes the spec excludes and malformed ranges', () => {
    expect(readFilters(q('name=x&category_id=3&price=abc'), FIELDS)).toEqual([]);
    expect(readFilters(q('price=300_100'), FIELDS)).toEqual([]);
    expect(readFilters(q('price=100_200_300'), FIELDS)).toEqual([]);
  });

  it('drops empty and repeated values', () => {
    expect(readFilters(q('color=12,,12, 15'), FIELDS)).toEqual([
      { code: 'color', kind: 'equal', values: ['12', '15'] },
    ]);
    expect(readFilters(q('color='), FIELDS)).toEqual([]);
  });

  it('reads the category filter from Magento’s cat parameter', () => {
    expect(readFilters(q('cat=MTI='), FIELDS)).toEqual([
      { code: 'category_uid', kind: 'equal', values: ['MTI='] },
    ]);
  });
});

describe('filter input for the API', () => {
  it('uses eq for one value, in for several, from/to for a range, merged over the defaults', () => {
    const active = readFilters(q('color=12&material=3,4&price=100_200'), FIELDS);
    expect(toFilterInput(active, { category_uid: { eq: 'MTA=' } })).toEqual({
      category_uid: { eq: 'MTA=' },
      color: { eq: '12' },
      material: { in: ['3', '4'] },
      price: { from: '100', to: '200' },
    });
  });

  it('leaves an open bound out', () => {
    expect(parseRange('100_')).toEqual({ from: '100' });
    expect(parseRange('100_*')).toEqual({ from: '100' });
    expect(parseRange('_50')).toEqual({ to: '50' });
    expect(parseRange('_')).toBeUndefined();
    expect(toFilterInput([{ code: 'price', kind: 'range', values: ['500_'] }])).toEqual({
      price: { from: '500' },
    });
  });

  it('lets a chosen subcategory replace the page’s category', () => {
    const active = readFilters(q('cat=MTE=,MTI='), FIELDS);
    expect(toFilterInput(active, { category_uid: { eq: 'MTA=' } })).toEqual({
      category_uid: { in: ['MTE=', 'MTI='] },
    });
  });
});

describe('toggling filters', () => {
  it('adds an equal value, then a second one (→ in), and removes it again', () => {
    const one = toggleFilter(q(''), 'color', 'equal', '12');
    expect(one.get('color')).toBe('12');
    const two = toggleFilter(one, 'color', 'equal', '15');
    expect(two.get('color')).toBe('12,15');
    expect(toFilterInput(readFilters(two, FIELDS))).toEqual({ color: { in: ['12', '15'] } });
    const back = toggleFilter(two, 'color', 'equal', '12');
    expect(back.get('color')).toBe('15');
    expect(toFilterInput(readFilters(back, FIELDS))).toEqual({ color: { eq: '15' } });
    expect(toggleFilter(back, 'color', 'equal', '15').has('color')).toBe(false);
  });

  it('replaces the other value of a range code, and removes the selected one', () => {
    const first = toggleFilter(q('price=0_100'), 'price', 'range', '100_200');
    expect(first.getAll('price')).toEqual(['100_200']);
    expect(toggleFilter(first, 'price', 'range', '100_200').has('price')).toBe(false);
  });

  it('resets the page and keeps sort, size, mode and search', () => {
    const params = q('q=sofa&p=3&product_list_order=price&product_list_limit=48&product_list_mode=list');
    const next = toggleFilter(params, 'color', 'equal', '12');
    expect(next.has('p')).toBe(false);
    expect(next.get('q')).toBe('sofa');
    expect(next.get('product_list_order')).toBe('price');
    expect(next.get('product_list_limit')).toBe('48');
    expect(next.get('product_list_mode')).toBe('list');
  });

  it('tells which items are selected', () => {
    const params = q('color=12,15&price=0_100');
    expect(isSelected(params, 'color', '15', 'equal')).toBe(true);
    expect(isSelected(params, 'color', '1', 'equal')).toBe(false);
    expect(isSelected(params, 'price', '0_100', 'range')).toBe(true);
    expect(isSelected(params, 'price', '0_1000', 'range')).toBe(false);
  });

  it('removes one active value, a whole filter, or all filters', () => {
    const params = q('color=12,15&price=0_100&p=2&product_list_order=name&q=chair');
    expect(removeFilter(params, 'color', '12').get('color')).toBe('15');
    expect(removeFilter(params, 'price').has('price')).toBe(false);
    expect(removeFilter(params, 'color', '12').has('p')).toBe(false);
    const cleared = clearFilters(params, ['color', 'price']);
    expect(listingHref('/ru/x', cleared)).toBe('/ru/x?product_list_order=name&q=chair');
  });
});

describe('sort', () => {
  const known = ['position', 'name', 'price'];

  it('accepts a known field and either direction in any case', () => {
    expect(readSort(q('product_list_order=price&product_list_dir=desc'), known, 'position')).toEqual({
      field: 'price',
      direction: 'DESC',
    });
    expect(readSort(q('product_list_order=name&product_list_dir=ASC'), known, 'position')).toEqual({
      field: 'name',
      direction: 'ASC',
    });
  });

  it('ignores an unknown field and an unknown direction', () => {
    expect(readSort(q('product_list_order=weight&product_list_dir=sideways'), known, 'position')).toEqual({
      field: 'position',
      direction: 'ASC',
    });
  });

  it('defaults relevance to descending', () => {
    expect(readSort(q(''), ['relevance', ...known], 'relevance')).toEqual({
      field: 'relevance',
      direction: 'DESC',
    });
  });

  it('toggles the direction and resets the page; a new field starts in its default direction', () => {
    const params = q('product_list_order=price&p=4');
    const sort = readSort(params, known, 'position');
    const toggled = withDirectionToggled(params, sort);
    expect(toggled.get('product_list_dir')).toBe('desc');
    expect(toggled.has('p')).toBe(false);
    const again = withDirectionToggled(toggled, readSort(toggled, known, 'position'));
    expect(again.has('product_list_dir')).toBe(false);
    const byName = withSortField(toggled, 'name', 'position');
    expect(byName.get('product_list_order')).toBe('name');
    expect(byName.has('product_list_dir')).toBe(false);
    expect(withSortField(toggled, 'position', 'position').has('product_list_order')).toBe(false);
  });
});

describe('list mode and page size', () => {
  const config = {
    grid_per_page: 24,
    grid_per_page_values: '12,24,48',
    list_per_page: 10,
    list_per_page_values: '5,10,20',
  };

  it('takes the default mode from store config, switchable only in the combined modes', () => {
    expect(readMode(q(''), 'grid-list')).toEqual({ mode: 'grid', switchable: true, defaultMode: 'grid' });
    expect(readMode(q(''), 'list-grid')).toEqual({ mode: 'list', switchable: true, defaultMode: 'list' });
    expect(readMode(q('product_list_mode=list'), 'grid-list').mode).toBe('list');
    expect(readMode(q('product_list_mode=list'), 'grid')).toEqual({
      mode: 'grid',
      switchable: false,
      defaultMode: 'grid',
    });
    expect(readMode(q('product_list_mode=table'), null)).toEqual({
      mode: 'grid',
      switchable: true,
      defaultMode: 'grid',
    });
  });

  it('uses the page size of the mode and accepts only allowed values', () => {
    expect(readPageSize(q(''), 'grid', config)).toEqual({ size: 24, defaultSize: 24, allowed: [12, 24, 48] });
    expect(readPageSize(q('product_list_limit=48'), 'grid', config).size).toBe(48);
    expect(readPageSize(q('product_list_limit=1000'), 'grid', config).size).toBe(24);
    expect(readPageSize(q('product_list_limit=20'), 'list', config).size).toBe(20);
    expect(readPageSize(q(''), 'list', {}).size).toBe(10);
  });

  it('switching the mode drops the page size and the page', () => {
    const params = q('product_list_limit=48&p=2');
    const next = withMode(params, 'list', readMode(params, 'grid-list'));
    expect(listingHref('/int/sofas', next)).toBe('/int/sofas?product_list_mode=list');
    expect(withMode(next, 'grid', readMode(next, 'grid-list')).toString()).toBe('');
  });

  it('a new page size resets the page', () => {
    const params = q('p=3');
    const state = readPageSize(params, 'grid', config);
    expect(withPageSize(params, 48, state).toString()).toBe('product_list_limit=48');
    expect(withPageSize(params, 24, state).toString()).toBe('');
  });
});

describe('paging', () => {
  it('reads positive integers only', () => {
    expect(readPage(q('p=2'))).toBe(2);
    expect(readPage(q('p=0'))).toBe(1);
    expect(readPage(q('p=-1'))).toBe(1);
    expect(readPage(q('p=2.5'))).toBe(1);
    expect(readPage(q('p=x'))).toBe(1);
  });

  it('keeps the filters when paging and writes page 1 without p', () => {
    const params = q('color=12,15&price=100_200');
    expect(listingHref('/ru/sofas.html', withPage(params, 2))).toBe(
      '/ru/sofas.html?color=12,15&price=100_200&p=2',
    );
    expect(withPage(withPage(params, 2), 1).has('p')).toBe(false);
  });
});

describe('facets drawn in full ("show all" without JavaScript)', () => {
  it('adds a facet to show_all and keeps the filters and the page', () => {
    const params = q('color=12&p=3');
    const once = withFacetExpanded(params, 'material');
    expect(listingHref('/int/sofas.html', once)).toBe('/int/sofas.html?color=12&p=3&show_all=material');
    expect(expandedFacets(withFacetExpanded(once, 'color'))).toEqual(['material', 'color']);
    expect(expandedFacets(withFacetExpanded(once, 'material'))).toEqual(['material']);
  });

  it('is never read as a filter, and a filter chosen in a full facet keeps it full', () => {
    const params = q('show_all=color');
    expect(readFilters(params, [...FIELDS, { code: 'show_all', kind: 'equal' }])).toEqual([]);
    expect(expandedFacets(toggleFilter(params, 'color', 'equal', '15'))).toEqual(['color']);
  });
});
