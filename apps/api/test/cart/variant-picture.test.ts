// The picture of a configurable cart line is the chosen variant's (a mustard sofa shows the mustard
// sofa, not the parent's graphite one); a variant without a picture of its own shows the parent's.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product, productMedia } from '../../src/modules/catalog/product-tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, addItems, INT, newCart, ok, uid, useCartCatalogue } from './fixtures.ts';

const api = useTestApi();
const P = 'VP';
const cat = useCartCatalogue(api, P);
const ROLES = ['image', 'small_image', 'thumbnail'];

async function productId(sku: string): Promise<number> {
  const [row] = await api.database.db.select({ id: product.id }).from(product).where(eq(product.sku, sku));
  return row?.id as number;
}

beforeAll(async () => {
  // The parent and the blue variant have pictures; the red variant has none.
  await api.database.db.insert(productMedia).values([
    { productId: await productId(`${P}-SOFA`), file: '/s/o/sofa-graphite.jpg', types: ROLES },
    { productId: await productId(`${P}-SOFA-BLUE`), file: '/s/o/sofa-blue.jpg', label: 'Blue', types: ROLES },
  ]);
});

const PICTURES = `query($id: String!) { cart(cart_id: $id) { items {
  product { thumbnail { url } }
  ... on ConfigurableCartItem {
    configured_variant { sku thumbnail { url label } small_image { url } image { url } }
  }
} } }`;

async function lineOf(colour: number): Promise<Any> {
  const id = await newCart(api);
  await addItems(api, id, [
    {
      sku: `${P}-SOFA`,
      quantity: 1,
      selected_options: [
        uid(`configurable/${cat.color.id}/${colour}`),
        uid(`configurable/${cat.size.id}/${cat.size.small}`),
      ],
    },
  ]);
  const cart = ok(await api.gql<{ cart: Any }>(PICTURES, { variables: { id }, headers: INT })).cart;
  return cart.items[0];
}

describe('ConfigurableCartItem.configured_variant pictures', () => {
  it("shows the chosen variant's own picture in every role", async () => {
    const line = await lineOf(cat.color.blue);
    expect(line.product.thumbnail.url).toMatch(/sofa-graphite\.jpg$/);
    expect(line.configured_variant.sku).toBe(`${P}-SOFA-BLUE`);
    expect(line.configured_variant.thumbnail).toEqual({
      url: expect.stringMatching(/sofa-blue\.jpg$/),
      label: 'Blue',
    });
    expect(line.configured_variant.small_image.url).toMatch(/sofa-blue\.jpg$/);
    expect(line.configured_variant.image.url).toMatch(/sofa-blue\.jpg$/);
  });

  it("falls back to the parent's picture for a variant without its own, not the placeholder", async () => {
    const line = await lineOf(cat.color.red);
    expect(line.configured_variant.sku).toBe(`${P}-SOFA-RED`);
    expect(line.configured_variant.thumbnail).toEqual({
      url: expect.stringMatching(/sofa-graphite\.jpg$/),
      label: `Sofa RED`,
    });
    expect(line.configured_variant.small_image.url).toMatch(/sofa-graphite\.jpg$/);
  });
});
