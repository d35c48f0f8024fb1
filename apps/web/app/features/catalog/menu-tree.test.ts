import { describe, expect, it } from 'vitest';
import type { CategoryNode } from './menu-tree';
import { buildMenu } from './menu-tree';

const node = (
  name: string,
  includeInMenu: number,
  position: number,
  children: CategoryNode[] = [],
): CategoryNode => ({
  uid: name,
  name,
  position,
  url_path: name.toLowerCase(),
  url_suffix: null,
  include_in_menu: includeInMenu,
  image: null,
  product_count: 0,
  children,
});

const names = (menu: ReturnType<typeof buildMenu>): unknown =>
  menu.map((item) => (item.children.length ? { [item.name]: names(item.children) } : item.name));

describe('the category menu', () => {
  it('keeps only categories flagged include_in_menu = 1, at every level', () => {
    const tree = [
      node('Decor', 1, 1, [
        node('Rugs', 1, 1),
        node('Mirrors', 0, 2),
        node('Vases', 1, 3, [node('Glass', 0, 1), node('Ceramic', 1, 2)]),
      ]),
    ];
    expect(names(buildMenu(tree))).toEqual([{ Decor: ['Rugs', { Vases: ['Ceramic'] }] }]);
  });

  it('hides the whole subtree of a hidden category, even children flagged for the menu', () => {
    const tree = [node('Clearance', 0, 1, [node('Last pieces', 1, 1)]), node('Office', 1, 2)];
    expect(names(buildMenu(tree))).toEqual(['Office']);
  });

  it('orders categories by position and skips null entries', () => {
    expect(names(buildMenu([node('B', 1, 2), null, node('A', 1, 1)]))).toEqual(['A', 'B']);
  });

  it('builds paths from the URL path and the category suffix', () => {
    const [sofas] = buildMenu([{ ...node('Sofas', 1, 1), url_path: 'living-room/sofas' }], '.html');
    expect(sofas?.path).toBe('living-room/sofas.html');
  });
});
