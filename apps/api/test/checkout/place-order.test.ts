// placeOrder with an offline payment: the order it writes, the stock it takes, the cart it closes,
// the numbers it hands out, its retry, the mail it sends and each business failure's message.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/modules/catalog/product-tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';
import { type Any, INT, LONDON, ok, placeOrder, RU, readyCart, stockedProduct } from './support.ts';

const api = useTestApi();

beforeAll(async () => {
  await stockedProduct(api.database.db, 'PO-CHAIR', {
    stock: '10',
    ru: '12500',
    int: '120',
    name: 'Oak chair',
  });
  await stockedProduct(api.database.db, 'PO-LAMP', { stock: '3', ru: '4000', int: '40' });
});

const stockOf = async (sku: string) => {
  const [row] = await api.database.db.select().from(product).where(eq(product.sku, sku));
  return { qty: Number(row?.stockQty), inStock: row?.isInStock };
};

/** A guest's cart of chairs on the ru website, ready to place (cash on delivery to Moscow). */
const chairCart = (email: string, quantity = 1) =>
  readyCart(api, { headers: RU, items: [{ sku: 'PO-CHAIR', quantity }], email });

describe('placing an order with cash on delivery', () => {
  it('writes the order with its items, addresses, totals and payment, takes the stock and closes the cart', async () => {
    const cartId = await chairCart('ivan@example.com', 2);
    const { cart } = ok(
      await api.gql<Any>(
        'query($id: String!) { cart(cart_id: $id) { prices { grand_total { value currency } subtotal_excluding_tax { value } } } }',
        { variables: { id: cartId }, headers: RU },
      ),
    );
    const placed = await placeOrder(api, cartId, RU);
    expect(placed.errors).toEqual([]);
    expect(placed.order?.order_number).toMatch(/^\d{9}$/);
    expect(placed.order?.redirect_url).toBeNull();
    const order = placed.orderV2;
    expect(order).toMatchObject({
      number: placed.order?.order_number,
      status: 'В ожидании',
      email: 'ivan@example.com',
      shipping_method: 'Курьерская доставка - Курьером до двери',
      carrier: 'Курьерская доставка',
      shipping_address: {
        firstname: 'Иван',
        city: 'Москва',
        postcode: '101000',
        street: ['ул. Тверская, 1'],
        country_code: 'RU',
      },
      billing_address: { lastname: 'Петров', city: 'Москва' },
      payment_methods: [
        {
          name: 'Оплата при получении',
          type: 'cashondelivery',
          // The store's instructions for the offline method (payment/cashondelivery/instructions).
          additional_data: [{ name: 'instructions', value: expect.stringContaining('курьеру') }],
        },
      ],
      items: [
        {
          product_name: 'Oak chair',
          product_sku: 'PO-CHAIR',
          quantity_ordered: 2,
          product_sale_price: { currency: 'RUB' },
        },
      ],
      partner_info: null,
    });
    // The order keeps the totals the cart showed (ru prices include 22 % VAT: excluded in the subtotal).
    expect(order.total.grand_total).toEqual(cart.prices.grand_total);
    expect(order.total.subtotal.value).toBe(cart.prices.subtotal_excluding_tax.value);
    expect(order.total.total_shipping.value).toBeGreaterThan(0);
    expect(order.total.taxes[0]).toMatchObject({ rate: 22 });
    expect(order.total.base_grand_total).toEqual(cart.prices.grand_total);
    expect(await stockOf('PO-CHAIR')).toEqual({ qty: 8, inStock: true });
    const again = await api.gql<Any>('query($id: String!) { cart(cart_id: $id) { id } }', {
      variables: { id: cartId },
      headers: RU,
    });
    expect(again.errors?.[0]?.message).toBe("The cart isn't active.");
  });

  it('answers a retry of the same cart with the same order and takes no more stock', async () => {
    const cartId = await chairCart('retry@example.com');
    const before = (await stockOf('PO-CHAIR')).qty;
    const first = await placeOrder(api, cartId, RU);
    const second = await placeOrder(api, cartId, RU);
    expect(second.errors).toEqual([]);
    expect(second.order?.order_number).toBe(first.order?.order_number);
    expect((await stockOf('PO-CHAIR')).qty).toBe(before - 1);
  });

  it('answers two simultaneous placements of one cart with one order', async () => {
    const cartId = await chairCart('twice@example.com');
    const before = (await stockOf('PO-CHAIR')).qty;
    const [a, b] = await Promise.all([placeOrder(api, cartId, RU), placeOrder(api, cartId, RU)]);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(b.order?.order_number).toBe(a.order?.order_number);
    expect((await stockOf('PO-CHAIR')).qty).toBe(before - 1);
  });

  it('numbers orders one after the other per store view', async () => {
    const numbers: string[] = [];
    for (const headers of [RU, RU, INT, INT]) {
      const cartId = await readyCart(api, {
        headers,
        items: [{ sku: 'PO-CHAIR', quantity: 1 }],
        email: 'numbers@example.com',
        address: headers === INT ? LONDON : undefined,
        payment: headers === INT ? { code: 'checkmo' } : undefined,
      });
      numbers.push((await placeOrder(api, cartId, headers)).order!.order_number);
    }
    const [ru1, ru2, int1, int2] = numbers.map((n) => Number(n.slice(-9)));
    expect(ru2).toBe(ru1! + 1);
    expect(int2).toBe(int1! + 1);
    expect(numbers[2]).toMatch(/^2\d{9}$/);
  });

  it('mails the confirmation in the store view’s language', async () => {
    const cartId = await chairCart('mail.ru@example.com');
    const number = (await placeOrder(api, cartId, RU)).order!.order_number;
    const mail = await waitForMail(api.mailDir, 'mail.ru@example.com');
    expect(mail.subject).toBe(`Ваш заказ №${number} в Атриум`);
    expect(mail.text).toContain('Oak chair (PO-CHAIR) × 1');
    expect(mail.text).toContain('Оплата при получении');
    // The ru cart shows prices including VAT, and so does its mail: the shelf price, VAT as included.
    expect(mail.text).toMatch(/Oak chair \(PO-CHAIR\) × 1 — 12\s500,00\s₽/);
    expect(mail.text).toMatch(/Товары: 12\s500,00\s₽/);
    expect(mail.text).toMatch(/Доставка: 990,00\s₽/);
    expect(mail.text).toMatch(/В т\. ч\. налог: 2\s432,62\s₽/); // (12 500 + 990) × 22 / 122
    expect(mail.text).toMatch(/Итого: 13\s490,00\s₽/);
  });
});

describe('placeOrder refusals come back as errors with Magento’s codes and messages', () => {
  const refusal = async (cartId: string, headers = RU) => {
    const placed = await placeOrder(api, cartId, headers);
    expect(placed.order).toBeNull();
    return placed.errors;
  };

  it('without a guest e-mail', async () => {
    const cartId = await readyCart(api, { headers: RU, items: [{ sku: 'PO-LAMP', quantity: 1 }] });
    expect(await refusal(cartId)).toEqual([
      { code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' },
    ]);
  });

  it('without a shipping address, a shipping method or a payment method', async () => {
    for (const [skipped, message] of [
      ['address', "Some addresses can't be used due to the configurations for specific countries."],
      ['shipping', 'The shipping method is missing. Select the shipping method and try again.'],
      ['payment', 'Enter a valid payment method and try again.'],
    ] as const) {
      const cartId = await readyCart(api, {
        headers: RU,
        items: [{ sku: 'PO-LAMP', quantity: 1 }],
        email: 'a@example.com',
        [skipped]: null,
      });
      expect(await refusal(cartId)).toEqual([{ code: 'UNABLE_TO_PLACE_ORDER', message }]);
    }
  });

  it('when the stock ran out after the item was added, leaving the stock and the cart as they were', async () => {
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: 'PO-LAMP', quantity: 3 }],
      email: 'late@example.com',
    });
    await api.database.db.update(product).set({ stockQty: '2' }).where(eq(product.sku, 'PO-LAMP'));
    expect(await refusal(cartId)).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'Some of the products are out of stock.' },
    ]);
    expect(await stockOf('PO-LAMP')).toEqual({ qty: 2, inStock: true });
    const cart = ok(
      await api.gql<Any>('query($id: String!) { cart(cart_id: $id) { total_quantity } }', {
        variables: { id: cartId },
        headers: RU,
      }),
    );
    expect(cart.cart.total_quantity).toBe(3);
  });

  it('for an unknown cart, and a missing cart id is thrown', async () => {
    expect(await refusal('x'.repeat(32))).toEqual([
      { code: 'CART_NOT_FOUND', message: `Could not find a cart with ID "${'x'.repeat(32)}"` },
    ]);
    const res = await api.gql<Any>('mutation { placeOrder(input: {cart_id: ""}) { errors { code } } }', {
      headers: RU,
    });
    expect(res.errors?.[0]?.message).toBe('Required parameter "cart_id" is missing');
  });
});
