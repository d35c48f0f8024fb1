import { describe, expect, it } from 'vitest';
import {
  clearFiltersSearch,
  listingVariables,
  pageSearch,
  readPersonallyParams,
  sortSearch,
  toggleOptionSearch,
} from './personally-url';

const read = (query: string) => readPersonallyParams(new URLSearchParams(query));

describe('personalised listing URL', () => {
  it('reads filters, sort and page, dropping malformed values', () => {
    expect(read('category=10&category=x&letter=A&letter=AB&sort=count&p=3')).toEqual({
      filters: { category: ['10'], letter: ['A'] },
      sort: 'count',
      page: 3,
    });
    expect(read('sort=price&p=0')).toEqual({ filters: { category: [], letter: [] }, sort: 'name', page: 1 });
    expect(read('letter=Я').filters.letter).toEqual(['Я']);
  });

  it('turns the state into the API variables', () => {
    expect(listingVariables('designers', read('category=10&category=20&sort=name_desc&p=2'))).toEqual({
      type: 'designers',
      filter: [{ filter_id: 'category', option_id: ['10', '20'] }],
      sort: { name: 'DESC' },
      limit: 6,
      page: 2,
    });
    expect(listingVariables('designers', read('sort=count')).sort).toEqual({ product_count: 'DESC' });
  });

  it('links that switch an option, the sort or the page, back to page 1 on a new filter', () => {
    const p = read('category=10&sort=count&p=2');
    expect(toggleOptionSearch(p, 'category', '20')).toBe('?category=10&category=20&sort=count');
    expect(toggleOptionSearch(p, 'category', '10')).toBe('?sort=count');
    expect(toggleOptionSearch(p, 'letter', 'A')).toBe('?category=10&letter=A&sort=count');
    expect(clearFiltersSearch(p)).toBe('?sort=count');
    expect(sortSearch(p, 'name')).toBe('?category=10');
    expect(pageSearch(p, 3)).toBe('?category=10&sort=count&p=3');
  });
});
