// A configurable product's order takes the chosen variant's stock, names the parent with the
// variant's SKU and options, and the parent stays in stock while another variant is.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { product } from '../../src/modules/catalog/product-tables.ts';
import { uid, useCartCatalogue } from '../cart/fixtures.ts';
import { useTestApi } from '../support/api-client.ts';
import { INT, LONDON, placeOrder, readyCart } from './support.ts';

const api = useTestApi();
const P = 'CFG';
const cat = useCartCatalogue(api, P);

const row = async (sku: string) =>
  (await api.database.db.select().from(product).where(eq(product.sku, sku)))[0]!;

describe('ordering the last red sofas', () => {
  it('takes the red variant’s stock and keeps the sofa in stock through the blue one', async () => {
    const cartId = await readyCart(api, {
      headers: INT,
      items: [
        {
          sku: `${P}-SOFA`,
          quantity: 3,
          selected_options: [
            uid(`configurable/${cat.color.id}/${cat.color.red}`),
            uid(`configurable/${cat.size.id}/${cat.size.small}`),
          ],
        },
      ],
      email: 'sofa@example.com',
      address: LONDON,
      payment: { code: 'checkmo' },
    });
    const placed = await placeOrder(api, cartId, INT);
    expect(placed.errors).toEqual([]);
    expect(placed.orderV2.items).toEqual([
      expect.objectContaining({
        product_name: 'Sofa',
        product_sku: `${P}-SOFA-RED`,
        quantity_ordered: 3,
        selected_options: [
          { label: 'Colour', value: 'Red' },
          { label: 'Size', value: 'Small' },
        ],
      }),
    ]);
    const red = await row(`${P}-SOFA-RED`);
    expect([Number(red.stockQty), red.isInStock]).toEqual([0, false]);
    expect((await row(`${P}-SOFA`)).isInStock).toBe(true);
  });
});
