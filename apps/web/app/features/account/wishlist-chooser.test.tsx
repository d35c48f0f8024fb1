// The hearts with multiple wish lists: the state every list brings (one request), what a heart shows
// and its plain form posts, how an answered list goes back into the state, and the list chooser's
// and the heart's first HTML.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { WishlistButton } from './WishlistButton';
import { chooserToggleForm, WishlistChooser } from './WishlistChooser';
import {
  canCreateList,
  heartForm,
  listDisplayName,
  listsHolding,
  type WishlistState,
  withListChange,
} from './wishlist-form';
import { toWishlistState } from './wishlist-view';

const item = (id: string, sku: string, variant: string | null = null) => ({
  id,
  product: { sku },
  configured_variant: variant ? { sku: variant } : null,
});

/** A customer with a default list holding the lamp and a "Kitchen" list holding the red chair. */
function twoLists(multiple = true): WishlistState {
  return toWishlistState({
    storeConfig: { enable_multiple_wishlists: multiple ? '1' : '0', maximum_number_of_wishlists: '3' },
    customer: {
      wishlists: [
        { id: '4', name: 'Wish List', items_v2: { items: [item('1', 'LAMP')] } },
        {
          id: '9',
          name: 'Kitchen',
          items_v2: { items: [item('5', 'CHAIR', 'CHAIR-RED'), item('6', 'CHAIR', 'CHAIR-BLUE')] },
        },
      ],
    },
  });
}

describe('the wish list state of the hearts', () => {
  it('holds every list with its products, the default first, and the store’s switch and limit', () => {
    const state = twoLists();
    expect(state.multiple).toBe(true);
    expect(state.maxLists).toBe(3);
    expect(state.lists.map((list) => [list.id, list.name, list.isDefault, list.entries.length])).toEqual([
      ['4', 'Wish List', true, 1],
      ['9', 'Kitchen', false, 2],
    ]);
  });

  it('has a default list "0" to create when the customer has none yet', () => {
    const state = toWishlistState({ storeConfig: null, customer: { wishlists: [] } });
    expect(state).toEqual({
      multiple: false,
      maxLists: 0,
      lists: [{ id: '0', name: 'Wish List', isDefault: true, entries: [] }],
    });
  });

  it('fills the heart when any list holds the product; the plain form removes from the default list only', () => {
    const state = twoLists();
    // In the default list: filled, and the plain form removes it there.
    expect(heartForm(state, 'LAMP', null)).toEqual({
      filled: true,
      remove: { wishlistId: '4', itemIds: ['1'] },
    });
    // Only in "Kitchen": filled, and the plain form (no JavaScript) adds it to the default list.
    expect(heartForm(state, 'CHAIR')).toEqual({ filled: true, remove: null });
    expect(heartForm(state, 'CHAIR', 'CHAIR-RED')).toEqual({ filled: true, remove: null });
    expect(heartForm(state, 'CHAIR', 'CHAIR-GREEN')).toEqual({ filled: false, remove: null });
    expect(heartForm(null, 'LAMP')).toEqual({ filled: false, remove: null });
    expect(listsHolding(state, 'CHAIR').map((list) => list.id)).toEqual(['9']);
    expect(listsHolding(state, 'CHAIR', 'CHAIR-BLUE').map((list) => list.id)).toEqual(['9']);
    expect(listsHolding(state, 'SOFA')).toEqual([]);
  });

  it('puts an answered list back: by its id, the default "0" by its new id, a new list at the end', () => {
    const state = twoLists();
    const kitchen = withListChange(state, '9', { id: '9', name: 'Kitchen', entries: [] });
    expect(kitchen.lists[1]).toEqual({ id: '9', name: 'Kitchen', isDefault: false, entries: [] });
    expect(kitchen.lists[0]).toBe(state.lists[0]);

    const fresh = toWishlistState({ storeConfig: null, customer: { wishlists: [] } });
    const created = withListChange(fresh, '0', {
      id: '12',
      name: 'Wish List',
      entries: [{ itemId: '3', sku: 'LAMP', variantSku: null }],
    });
    expect(created.lists).toEqual([
      {
        id: '12',
        name: 'Wish List',
        isDefault: true,
        entries: [{ itemId: '3', sku: 'LAMP', variantSku: null }],
      },
    ]);

    const added = withListChange(state, '15', { id: '15', name: 'Office', entries: [] });
    expect(added.lists.map((list) => [list.id, list.isDefault])).toEqual([
      ['4', true],
      ['9', false],
      ['15', false],
    ]);
  });

  it('offers a new list until the limit (the default list counts), and names the default list in the language', () => {
    const state = twoLists();
    expect(canCreateList(state)).toBe(true);
    expect(canCreateList(withListChange(state, '15', { id: '15', name: 'Office', entries: [] }))).toBe(false);
    expect(canCreateList({ ...state, maxLists: 0 })).toBe(true);
    expect(listDisplayName({ isDefault: true, name: 'Wish List' }, 'Избранное')).toBe('Избранное');
    expect(listDisplayName({ isDefault: true, name: 'Home' }, 'Избранное')).toBe('Home');
    expect(listDisplayName({ isDefault: false, name: 'Wish List' }, 'Избранное')).toBe('Wish List');
  });

  it('ticks a list by adding the product (a variant with its configurable) and unticks it by removing every item', () => {
    const [main, kitchen] = twoLists().lists as [WishlistState['lists'][0], WishlistState['lists'][0]];
    const add = chooserToggleForm(
      main,
      { sku: 'CHAIR', variantSku: 'CHAIR-RED', quantity: 2 },
      '/int/x.html',
    );
    expect(Object.fromEntries(add)).toEqual({
      via: 'fetcher',
      redirect_to: '/int/x.html',
      wishlist_id: '4',
      intent: 'add',
      sku: 'CHAIR-RED',
      parent_sku: 'CHAIR',
      quantity: '2',
    });
    // A card (no variant): every item of the product in that list goes.
    const remove = chooserToggleForm(kitchen, { sku: 'CHAIR', quantity: 1 }, '/int/c');
    expect(remove.get('intent')).toBe('remove');
    expect(remove.get('wishlist_id')).toBe('9');
    expect(remove.getAll('item_id')).toEqual(['5', '6']);
  });
});

const Stub = createRoutesStub([
  { id: 'website', path: '/int', Component: Outlet, children: [{ path: 'p.html', Component: Routed }] },
]);
let rendered: () => ReactNode = () => null;
function Routed() {
  return rendered();
}

function render(element: () => ReactNode, isAuthenticated = true): string {
  rendered = element;
  return renderToString(
    <I18nProvider i18n={createTranslator('en-US', loadMessages('en-US').messages)}>
      <Stub
        initialEntries={['/int/p.html']}
        hydrationData={{ loaderData: { website: { website: 'int', isAuthenticated } } }}
      />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('the heart and the list chooser (server render)', () => {
  it('renders the heart as the plain form to the default list, whether multiple lists are on or off', () => {
    for (const multiple of [true, false]) {
      const html = render(() => (
        <WishlistButton wishlist={twoLists(multiple)} productName="Lamp" sku="LAMP" variantSku={null} />
      ));
      expect(html).toContain('type="submit"');
      expect(html).toContain('name="intent" value="remove"');
      expect(html).toContain('name="item_id" value="1"');
      expect(html).toContain('name="wishlist_id" value="4"');
      expect(html).toContain('aria-label="Remove Lamp from the wishlist"');
      expect(html).toContain('data-in-wishlist="true"');
      expect(html).toContain('In your wishlist');
      expect(html).not.toContain('aria-haspopup');
    }
  });

  it('fills the heart of a product in another list, while its plain form adds to the default list', () => {
    const html = render(() => (
      <WishlistButton wishlist={twoLists()} productName="Chair" sku="CHAIR" variant="card" />
    ));
    expect(html).toContain('data-in-wishlist="true"');
    expect(html).toContain('name="intent" value="add"');
    expect(html).toContain('aria-label="Add Chair to the wishlist"');
    expect(html).not.toContain('name="wishlist_id"');
  });

  it('lists every list in the chooser, ticked where it holds the product, with “New list…”', () => {
    const html = render(() => (
      <WishlistChooser
        state={twoLists()}
        update={() => {}}
        website="int"
        redirectTo="/int/p.html"
        productName="Chair"
        sku="CHAIR"
        variantSku="CHAIR-RED"
        quantity={1}
        onClose={() => {}}
      />
    ));
    expect(html).toMatch(/^<dialog[^>]*aria-labelledby="[^"]+"[^>]*data-testid="wishlist-chooser"/);
    expect(html).toContain('Add to wish list');
    expect(html).toContain('<legend class="sr-only">Wish lists for Chair</legend>');
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((match) => match[0]);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).not.toContain('checked');
    expect(boxes[0]).toContain('data-list-id="4"');
    expect(boxes[1]).toContain('checked');
    expect(boxes[1]).toContain('data-list-id="9"');
    // The default list in the interface language, each with its count.
    expect(html).toContain('>Wish List</span>');
    expect(html).toContain('>Kitchen</span>');
    expect(html).toContain('2 products');
    expect(html).toContain('+ New list…');
    expect(html).toContain('role="status"');
  });

  it('says the limit instead of “New list…” once the customer has as many lists as allowed', () => {
    const state = { ...twoLists(), maxLists: 2 };
    const html = render(() => (
      <WishlistChooser
        state={state}
        update={() => {}}
        website="int"
        redirectTo="/int/p.html"
        productName="Lamp"
        sku="LAMP"
        quantity={1}
        onClose={() => {}}
      />
    ));
    expect(html).not.toContain('New list…');
    expect(html).toContain('You can have at most 2 lists.');
  });
});
