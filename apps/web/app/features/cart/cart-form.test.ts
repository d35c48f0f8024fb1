import { describe, expect, it } from 'vitest';
import { readAddToCart, readCartPageRequest } from './cart-form';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('the add-to-cart form', () => {
  it('reads a simple product with its quantity as a float', () => {
    expect(
      readAddToCart(
        form([
          ['sku', 'CHAIR-1'],
          ['quantity', '2,5'],
        ]),
      ),
    ).toEqual({
      ok: true,
      item: { sku: 'CHAIR-1', quantity: 2.5 },
      wishlistItemId: null,
    });
  });

  it('reads picked values, option choices and typed option values', () => {
    const request = readAddToCart(
      form([
        ['sku', 'SOFA'],
        ['quantity', '1'],
        ['selected_options', 'Y29uZmlndXJhYmxlLzkzLzEy'],
        ['selected_option[Y3VzdG9tLW9wdGlvbi8x]', 'Y3VzdG9tLW9wdGlvbi8xLzI='],
        ['selected_option[Y3VzdG9tLW9wdGlvbi81]', ''],
        ['entered_options[Y3VzdG9tLW9wdGlvbi8z]', ' Engraving '],
        ['entered_options[Y3VzdG9tLW9wdGlvbi80]', '  '],
        ['wishlist_item_id', '17'],
      ]),
    );
    expect(request).toEqual({
      ok: true,
      item: {
        sku: 'SOFA',
        quantity: 1,
        selected_options: ['Y29uZmlndXJhYmxlLzkzLzEy', 'Y3VzdG9tLW9wdGlvbi8xLzI='],
        entered_options: [{ uid: 'Y3VzdG9tLW9wdGlvbi8z', value: 'Engraving' }],
      },
      wishlistItemId: '17',
    });
  });

  it('adds exactly the variant chosen in the drop-downs (no JavaScript)', () => {
    const request = readAddToCart(
      form([
        ['sku', 'SOFA'],
        ['quantity', '1'],
        ['configurable_option[opt-color]', 'val-red'],
        ['configurable_option_label[opt-color]', 'Colour'],
        ['configurable_option[opt-size]', 'val-l'],
        ['configurable_option_label[opt-size]', 'Size'],
      ]),
    );
    expect(request).toEqual({
      ok: true,
      item: { sku: 'SOFA', quantity: 1, selected_options: ['val-red', 'val-l'] },
      wishlistItemId: null,
    });
  });

  it('refuses a drop-down left on "Choose …", naming the option', () => {
    const request = readAddToCart(
      form([
        ['sku', 'SOFA'],
        ['configurable_option[opt-color]', ''],
        ['configurable_option_label[opt-color]', 'Colour'],
        ['configurable_option[opt-size]', 'val-l'],
        ['configurable_option_label[opt-size]', 'Size'],
      ]),
    );
    expect(request).toEqual({ ok: false, errorKey: 'cart.choose_options', missingOptions: ['Colour'] });
  });

  it('refuses a missing SKU and a quantity that is not a positive number', () => {
    expect(readAddToCart(form([['quantity', '1']]))).toEqual({ ok: false, errorKey: 'error.default' });
    expect(
      readAddToCart(
        form([
          ['sku', 'A'],
          ['quantity', '-1'],
        ]),
      ),
    ).toEqual({
      ok: false,
      errorKey: 'product.qty.not_a_number',
    });
    expect(
      readAddToCart(
        form([
          ['sku', 'A'],
          ['quantity', '0'],
        ]),
      ),
    ).toMatchObject({ ok: false });
  });
});

describe('the add-to-cart form of a bundle or a grouped product', () => {
  it('turns the chosen bundle products into selected_options uids', () => {
    expect(
      readAddToCart(
        form([
          ['sku', 'BND-OSLO-DINING-SET'],
          ['quantity', '1'],
          ['bundle_option[1]', '11/1/0'],
          ['bundle_option_label[1]', 'Table'],
          ['bundle_option[2]', '22/4/1'],
          ['bundle_option_qty[2]', '6'],
          ['bundle_option_label[2]', 'Chairs'],
        ]),
      ),
    ).toEqual({
      ok: true,
      item: {
        sku: 'BND-OSLO-DINING-SET',
        quantity: 1,
        selected_options: [btoa('bundle/1/11/1'), btoa('bundle/2/22/6')],
      },
      wishlistItemId: null,
    });
  });

  it('refuses a bundle with a required option left open, naming it (no JavaScript)', () => {
    expect(
      readAddToCart(
        form([
          ['sku', 'BND-OSLO-DINING-SET'],
          ['bundle_option_label[1]', 'Table'],
          ['bundle_option[2]', '22/4/1'],
          ['bundle_option_label[2]', 'Chairs'],
        ]),
      ),
    ).toEqual({ ok: false, errorKey: 'cart.choose_options', missingOptions: ['Table'] });
  });

  it("adds a grouped product's members with a quantity, each as its own item", () => {
    expect(
      readAddToCart(
        form([
          ['sku', 'GRP-OSLO-COLLECTION'],
          ['grouped_qty[OSLO-TABLE-180]', '1'],
          ['grouped_qty[OSLO-CHAIR-OAK]', '6'],
          ['grouped_qty[OSLO-SIDEBOARD]', '0'],
        ]),
      ),
    ).toEqual({
      ok: true,
      group: [
        { sku: 'OSLO-TABLE-180', quantity: 1 },
        { sku: 'OSLO-CHAIR-OAK', quantity: 6 },
      ],
      wishlistItemId: null,
    });
    expect(
      readAddToCart(
        form([
          ['sku', 'GRP-OSLO-COLLECTION'],
          ['grouped_qty[OSLO-TABLE-180]', '0'],
        ]),
      ),
    ).toEqual({ ok: false, errorKey: 'product.grouped.nothing_chosen' });
  });
});

describe('the cart page forms', () => {
  it('reads a quantity change, where 0 removes the line', () => {
    expect(
      readCartPageRequest(
        form([
          ['intent', 'update'],
          ['item_uid', 'MQ=='],
          ['quantity', '0'],
        ]),
      ),
    ).toEqual({
      intent: 'update',
      itemUid: 'MQ==',
      quantity: 0,
    });
  });

  it('asks for a coupon code before applying one', () => {
    expect(
      readCartPageRequest(
        form([
          ['intent', 'apply-coupon'],
          ['coupon_code', ' '],
        ]),
      ),
    ).toEqual({
      errorKey: 'validation.required',
      field: 'coupon_code',
    });
    expect(
      readCartPageRequest(
        form([
          ['intent', 'apply-coupon'],
          ['coupon_code', ' WELCOME10 '],
        ]),
      ),
    ).toEqual({
      intent: 'apply-coupon',
      code: 'WELCOME10',
    });
  });

  it('refuses an unknown intent and a comment that is too long', () => {
    expect(readCartPageRequest(form([['intent', 'nope']]))).toEqual({ errorKey: 'error.default' });
    expect(
      readCartPageRequest(
        form([
          ['intent', 'comment'],
          ['comment', 'x'.repeat(2001)],
        ]),
      ),
    ).toEqual({
      errorKey: 'cart.comment.too_long',
      field: 'comment',
    });
  });
});

describe('the gift options form', () => {
  const gift = (entries: [string, string][]) =>
    readCartPageRequest(form([['intent', 'gift-options'], ...entries]));

  it('reads the message and the ticked receipt', () => {
    expect(
      gift([
        ['gift_to', ' Anna '],
        ['gift_from', 'Boris'],
        ['gift_message', 'Happy housewarming!'],
        ['gift_receipt', '1'],
      ]),
    ).toEqual({
      intent: 'gift-options',
      gift: { message: { to: 'Anna', from: 'Boris', message: 'Happy housewarming!' }, receipt: true },
    });
  });

  it('clears the message when every field is empty, and the receipt when unticked', () => {
    expect(gift([['gift_message', '  ']])).toEqual({
      intent: 'gift-options',
      gift: { message: null, receipt: false },
    });
  });

  it('asks for the text when only names are given, and refuses overlong fields', () => {
    expect(gift([['gift_to', 'Anna']])).toEqual({
      errorKey: 'cart.gift.message_required',
      field: 'gift_message',
    });
    expect(gift([['gift_message', 'x'.repeat(1001)]])).toEqual({
      errorKey: 'cart.gift.too_long',
      field: 'gift_message',
    });
    expect(
      gift([
        ['gift_from', 'x'.repeat(256)],
        ['gift_message', 'Hi'],
      ]),
    ).toEqual({
      errorKey: 'cart.gift.too_long',
      field: 'gift_message',
    });
  });
});
