// The small catalogue the wish list tests (and the authorization matrix) add from: a lamp with
// custom options, a chair sold only on the ru website, a disabled product and a configurable sofa
// with colour and size variants. Indexed, so that they are in the store views' catalogues.
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { productOption, productOptionValue } from '../../src/modules/catalog/product-tables.ts';
import { insertAttribute, insertProduct } from '../catalog/product-fixtures.ts';
import type { TestApi } from '../support/api-client.ts';

export const uid = (text: string) => Buffer.from(text).toString('base64');

export interface WishlistCatalogue {
  lamp: number;
  chair: number;
  off: number;
  sofa: number;
  variants: Record<'RED_S' | 'RED_L' | 'BLUE_S', number>;
  color: { id: number; options: number[] };
  size: { id: number; options: number[] };
  /** Custom options of the lamp: shade (drop-down), engraving (field, 10 characters), extras (checkbox). */
  shade: { id: number; values: number[] };
  engraving: { id: number };
  extras: { id: number; values: number[] };
}

/** Every code and SKU gets `prefix`, so that several files' catalogues never meet. */
export async function insertWishlistCatalogue(db: Db, prefix = 'WL'): Promise<WishlistCatalogue> {
  const both = { 1: { price: '5000' }, 2: { price: '50' } };
  const lamp = await insertProduct(db, {
    sku: `${prefix}-LAMP`,
    texts: { 0: { name: 'Desk lamp' }, 1: { name: 'Настольная лампа' } },
    prices: both,
    options: [
      {
        type: 'drop_down',
        titles: { '0': 'Shade' },
        isRequired: true,
        values: [
          { titles: { '0': 'Linen' }, price: '5' },
          { titles: { '0': 'Silk' }, price: '10', priceType: 'PERCENT' },
        ],
      },
      { type: 'field', titles: { '0': 'Engraving' }, price: '3', maxCharacters: 10 },
      {
        type: 'checkbox',
        titles: { '0': 'Extras' },
        values: [{ titles: { '0': 'Bulb' } }, { titles: { '0': 'Cable' } }],
      },
    ],
  });
  const chair = await insertProduct(db, {
    sku: `${prefix}-CHAIR`,
    texts: { 0: { name: 'Chair' } },
    prices: { 1: { price: '9000' } },
  });
  const off = await insertProduct(db, {
    sku: `${prefix}-OFF`,
    isActive: false,
    texts: { 0: { name: 'Retired' } },
    prices: both,
  });
  const code = prefix.toLowerCase().replace(/[^a-z0-9]/g, '_');
  const color = await insertAttribute(
    db,
    { code: `${code}_color`, labels: { '0': 'Colour' }, swatchType: 'visual' },
    [
      { labels: { '0': 'Red' }, swatchValue: '#ff0000' },
      { labels: { '0': 'Blue' }, swatchValue: '#0000ff' },
    ],
  );
  const size = await insertAttribute(
    db,
    { code: `${code}_size`, labels: { '0': 'Size' }, swatchType: 'text' },
    [{ labels: { '0': 'Small' } }, { labels: { '0': 'Large' } }],
  );
  const sofa = await insertProduct(db, {
    sku: `${prefix}-SOFA`,
    typeId: 'configurable',
    texts: { 0: { name: 'Sofa' } },
    superAttributes: [color.id, size.id],
  });
  const variant = (sku: string, c: number, s: number) =>
    insertProduct(db, {
      sku: `${prefix}-SOFA-${sku}`,
      parentId: sofa,
      texts: { 0: { name: `Sofa ${sku}` } },
      prices: { 1: { price: '90000' }, 2: { price: '900' } },
      attributeOptions: [
        { attributeId: color.id, optionId: color.options[c] as number },
        { attributeId: size.id, optionId: size.options[s] as number },
      ],
    });
  const variants = {
    RED_S: await variant('RED-S', 0, 0),
    RED_L: await variant('RED-L', 0, 1),
    BLUE_S: await variant('BLUE-S', 1, 0),
  };
  await reindexProducts(db, [lamp, chair, off, sofa]);

  const options = await db.select().from(productOption);
  const values = await db.select().from(productOptionValue);
  const optionOf = (title: string) => {
    const option = options.find((o) => o.productId === lamp && o.titles['0'] === title);
    expect(option).toBeDefined();
    return {
      id: option?.id as number,
      values: values.filter((v) => v.optionId === option?.id).map((v) => v.id),
    };
  };
  return {
    lamp,
    chair,
    off,
    sofa,
    variants,
    color,
    size,
    shade: optionOf('Shade'),
    engraving: { id: optionOf('Engraving').id },
    extras: optionOf('Extras'),
  };
}

export const ITEM_FIELDS = `
  __typename id quantity description added_at
  product { sku }
  customizable_options {
    customizable_option_uid id is_required label sort_order type
    values { customizable_option_value_uid id label value price { type units value } }
  }
  ... on ConfigurableWishlistItem {
    child_sku
    configured_variant { sku }
    configurable_options {
      id configurable_product_option_uid configurable_product_option_value_uid option_label value_id value_label
    }
  }`;

export const WISHLIST_FIELDS = `id items_count sharing_code updated_at
  items_v2(currentPage: 1, pageSize: 50) { items { ${ITEM_FIELDS} } page_info { current_page page_size total_pages } }`;

export const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
    user_errors { code message }
    wishlist { ${WISHLIST_FIELDS} }
  }
}`;

export const REMOVE = `mutation($id: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
    user_errors { code message }
    wishlist { ${WISHLIST_FIELDS} }
  }
}`;

export const MY_WISHLIST = `{ customer { wishlist { ${WISHLIST_FIELDS} } } }`;

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
export type Any = any;

export interface WishlistOut {
  id: string;
  items_count: number;
  sharing_code: string;
  updated_at: string;
  items_v2: { items: Any[]; page_info: { current_page: number; page_size: number; total_pages: number } };
}

export interface MutationOut {
  user_errors: { code: string; message: string }[];
  wishlist: WishlistOut;
}

export async function addToWishlist(
  api: TestApi,
  headers: Record<string, string>,
  items: Record<string, unknown>[],
  wishlistId = '0',
): Promise<MutationOut> {
  const res = await api.gql<{ addProductsToWishlist: MutationOut }>(ADD, {
    variables: { id: wishlistId, items },
    headers,
  });
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data?.addProductsToWishlist as MutationOut;
}
