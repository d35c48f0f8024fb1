import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '~/test/graphql-stub';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { loadPaymentReturn } from './payment-return.server';
import { testCart } from './test-cart';

const CART_ID = 'c'.repeat(32);
const RETURN = 'http://shop.test/int/checkout/payment/return?order_number=000000012&result=canceled';

async function load(url: string) {
  const request = new Request(url, { headers: { Cookie: `cart_id=${CART_ID}` } });
  try {
    return await loadPaymentReturn(request, shopContextFixture(request));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the return from a payment page', () => {
  it('shows the declined message when the provider gave the cart back', async () => {
    const sent = stubGraphQL({ GuestCheckoutCart: { data: { cart: testCart({ id: CART_ID }) } } });
    expect(await load(RETURN)).toEqual({ website: 'int', outcome: 'declined', orderNumber: '000000012' });
    expect(sent[0]?.variables).toEqual({ cartId: CART_ID });
  });

  it('clears the cart cookie after a paid payment, whose order closed the cart', async () => {
    stubGraphQL({
      GuestCheckoutCart: {
        errors: [{ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } }],
      },
    });
    const answer = (await load(RETURN.replace('result=canceled', 'result=paid'))) as Response;
    expect(answer.headers.get('Location')).toBe('/int/checkout/success?order_number=000000012');
    expect(answer.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^cart_id=; Max-Age=0; Path=\/int;/),
    ]);
  });

  it('shows the confirmation when the order used the cart up, whatever the query says', async () => {
    stubGraphQL({
      GuestCheckoutCart: {
        errors: [{ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } }],
      },
    });
    const answer = (await load(RETURN)) as Response;
    expect(answer.headers.get('Location')).toBe('/int/checkout/success?order_number=000000012');
    // Not said to be paid: it may still be pending, and a decline would give this cart back.
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('sends a return without an order number home', async () => {
    stubGraphQL({});
    const answer = (await load('http://shop.test/int/checkout/payment/return')) as Response;
    expect(answer.headers.get('Location')).toBe('/int/');
  });
});
