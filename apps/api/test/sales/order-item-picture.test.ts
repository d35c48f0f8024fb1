// An order line keeps the picture of what was bought: the chosen variant's own, else its parent's,
// as the catalogue showed it at placement (a later catalogue change does not alter the order). Its
// `product_url_key` is the product's current one (a configurable's for its variants), as Magento's.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { product, productMedia } from '../../src/modules/catalog/product-tables.ts';
import { insertCartCatalogue, uid } from '../cart/fixtures.ts';
import { type Any, INT, LONDON, ok, placeOrder, readyCart } from '../checkout/support.ts';
import { bearer, createAccount, FAST_HASHING, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';

const api = useTestApi(FAST_HASHING);
const P = 'OPIC';
const ROLES = ['image', 'small_image', 'thumbnail'];
let token: string;
let email: string;

const ITEMS = `query { customer { orders { items { items { product_sku thumbnail { url label } } } } } }`;

async function productId(sku: string): Promise<number> {
  const [row] = await api.database.db.select({ id: product.id }).from(product).where(eq(product.sku, sku));
  return row?.id as number;
}

beforeAll(async () => {
  const cat = await insertCartCatalogue(api.database.db, P);
  // The parent and the blue variant have pictures; the red variant has none.
  await api.database.db.insert(productMedia).values([
    { productId: await productId(`${P}-SOFA`), file: '/s/o/sofa-graphite.jpg', types: ROLES },
    { productId: await productId(`${P}-SOFA-BLUE`), file: '/s/o/sofa-blue.jpg', types: ROLES },
  ]);
  const account = await createAccount(api, { firstname: 'Vera', lastname: 'Volkova' });
  email = account.email;
  token = await signIn(api, account.email, account.password);
  const sofa = (colour: number) => ({
    sku: `${P}-SOFA`,
    quantity: 1,
    selected_options: [
      uid(`configurable/${cat.color.id}/${colour}`),
      uid(`configurable/${cat.size.id}/${cat.size.small}`),
    ],
  });
  const headers = { ...INT, ...bearer(token) };
  const cartId = await readyCart(api, {
    headers,
    items: [sofa(cat.color.blue), sofa(cat.color.red), { sku: `${P}-TABLE`, quantity: 1 }],
    address: LONDON,
    payment: { code: 'checkmo' },
  });
  expect((await placeOrder(api, cartId, headers)).order?.order_number).toBeTruthy();
});

async function orderedPictures(): Promise<Record<string, Any>> {
  const res = ok(await api.gql<Any>(ITEMS, { headers: { ...INT, ...bearer(token) } }));
  const items = res.customer.orders.items[0].items as Any[];
  return Object.fromEntries(items.map((i) => [i.product_sku, i.thumbnail]));
}

describe('OrderItem.thumbnail', () => {
  it("shows the chosen variant's picture, else the parent's, else none", async () => {
    const pictures = await orderedPictures();
    expect(pictures[`${P}-SOFA-BLUE`].url).toMatch(/\/media\/catalog\/product\/s\/o\/sofa-blue\.jpg$/);
    expect(pictures[`${P}-SOFA-BLUE`].label).toBe('Sofa');
    expect(pictures[`${P}-SOFA-RED`].url).toMatch(/sofa-graphite\.jpg$/);
    expect(pictures[`${P}-TABLE`]).toBeNull();
  });

  it('puts the same pictures next to the lines of the confirmation mail', async () => {
    const mail = await waitForMail(api.mailDir, email, (m) => m.subject.includes('order'));
    const rows = mail.html.match(/<tr>.*?<\/tr>/g) ?? [];
    expect(rows.find((r) => r.includes(`${P}-SOFA-BLUE`))).toMatch(/<img src="[^"]*sofa-blue\.jpg"/);
    expect(rows.find((r) => r.includes(`${P}-SOFA-RED`))).toMatch(/<img src="[^"]*sofa-graphite\.jpg"/);
    expect(rows.find((r) => r.includes(`${P}-TABLE`))).not.toContain('<img');
  });

  it('keeps the picture of the placement when the catalogue changes later', async () => {
    await api.database.db.delete(productMedia).where(eq(productMedia.file, '/s/o/sofa-blue.jpg'));
    const pictures = await orderedPictures();
    expect(pictures[`${P}-SOFA-BLUE`].url).toMatch(/sofa-blue\.jpg$/);
  });
});

describe('OrderItem.product_url_key', () => {
  const URL_KEYS = `query { customer { orders { items { items { product_sku product_url_key } } } } }`;
  const urlKeys = async () => {
    const res = ok(await api.gql<Any>(URL_KEYS, { headers: { ...INT, ...bearer(token) } }));
    const items = res.customer.orders.items[0].items as Any[];
    return Object.fromEntries(items.map((i) => [i.product_sku, i.product_url_key]));
  };

  it("names the configurable's URL key for its variants and a simple product's own", async () => {
    expect(await urlKeys()).toEqual({
      [`${P}-SOFA-BLUE`]: `${P}-sofa`.toLowerCase(),
      [`${P}-SOFA-RED`]: `${P}-sofa`.toLowerCase(),
      [`${P}-TABLE`]: `${P}-table`.toLowerCase(),
    });
  });

  it('follows a later change of the URL key', async () => {
    const db = api.database.db;
    await db
      .update(product)
      .set({ urlKey: 'dining-table' })
      .where(eq(product.sku, `${P}-TABLE`));
    // Catalogue writes reindex, which also ends the cached copies of the products.
    await reindexProducts(db);
    expect((await urlKeys())[`${P}-TABLE`]).toBe('dining-table');
  });
});
