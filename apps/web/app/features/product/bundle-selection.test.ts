import { describe, expect, it } from 'vitest';
import {
  type BundleChoiceView,
  type BundleOptionView,
  type BundleView,
  bundleBasePrice,
  bundleProblems,
  bundleSelectedOptions,
  chooseBundleProduct,
  chosenProducts,
  configuredBundlePrice,
  initialBundleChoices,
  quantityEditable,
  setBundleQuantity,
} from './bundle-selection';
import { toProductView } from './product-view';
import { apiBundleFixture } from './test/composite-fixture';

const bundle = toProductView(apiBundleFixture()).bundle as BundleView;
const option = (title: string) => bundle.options.find((entry) => entry.title === title) as BundleOptionView;
const minimum = 900 + 4 * 110;

describe('a bundle read from the API', () => {
  it('orders options and products by position with their kinds, quantities, prices and stock', () => {
    expect(bundle.dynamicPrice).toBe(true);
    expect(bundle.priceView).toBe('PRICE_RANGE');
    expect(bundle.options.map((entry) => [entry.id, entry.title, entry.kind, entry.required])).toEqual([
      [1, 'Table', 'radio', true],
      [2, 'Chairs', 'select', true],
      [3, 'Bench', 'checkbox', false],
    ]);
    expect(option('Table').choices.map((choice) => choice.label)).toEqual([
      'Oslo dining table 180 cm',
      'Oslo dining table 220 cm',
    ]);
    expect(option('Chairs').choices[1]).toMatchObject({
      id: 22,
      label: 'Oslo dining chair, black',
      sku: 'SKU-22',
      quantity: 4,
      canChangeQuantity: true,
      price: 110,
      priceType: 'DYNAMIC',
      isDefault: false,
      inStock: true,
    });
    expect(option('Chairs').choices[2]?.inStock).toBe(false);
  });
});

describe('choosing a bundle', () => {
  const initial = initialBundleChoices(bundle);

  it('starts on the default products; the bench, not a default, is left out', () => {
    expect(initial).toEqual({
      1: { selections: [11], quantity: '1' },
      2: { selections: [21], quantity: '4' },
      3: { selections: [], quantity: '1' },
    });
    expect(bundleProblems(bundle, initial)).toEqual({ missing: [], badQuantity: [] });
  });

  it('never starts on an out-of-stock default, and takes the only product of a required option', () => {
    const chairs = option('Chairs');
    const soldOutDefault: BundleView = {
      ...bundle,
      options: [
        {
          ...chairs,
          choices: chairs.choices.map((choice) => ({ ...choice, isDefault: choice.id === 23 })),
        },
        {
          ...option('Table'),
          choices: option('Table')
            .choices.map((c) => ({ ...c, isDefault: false }))
            .slice(0, 1),
        },
      ],
    };
    expect(initialBundleChoices(soldOutDefault)).toEqual({
      2: { selections: [], quantity: '1' },
      1: { selections: [11], quantity: '1' },
    });
  });

  it('switches a single-choice option to the new product with its own quantity, and ticks check boxes', () => {
    let choices = setBundleQuantity(initial, 2, '7');
    choices = chooseBundleProduct(choices, option('Chairs'), 22);
    expect(choices[2]).toEqual({ selections: [22], quantity: '4' });
    choices = chooseBundleProduct(choices, option('Bench'), 31, true);
    expect(chosenProducts(option('Bench'), choices).map((choice) => choice.id)).toEqual([31]);
    choices = chooseBundleProduct(choices, option('Bench'), 31, false);
    expect(choices[3]?.selections).toEqual([]);
    choices = chooseBundleProduct(choices, option('Table'), null);
    expect(bundleProblems(bundle, choices).missing.map((entry) => entry.title)).toEqual(['Table']);
  });

  it('offers a quantity only where the chosen product may change it, and flags one that is not a number', () => {
    expect(quantityEditable(option('Chairs'), initial)).toBe(true);
    expect(quantityEditable(option('Table'), initial)).toBe(false);
    expect(quantityEditable(option('Chairs'), chooseBundleProduct(initial, option('Chairs'), null))).toBe(
      false,
    );
    const bad = setBundleQuantity(initial, 2, 'six');
    expect(bundleProblems(bundle, bad).badQuantity.map((entry) => entry.title)).toEqual(['Chairs']);
    expect(configuredBundlePrice(bundle, bad, minimum)).toBeNull();
    expect(bundleSelectedOptions(bundle, setBundleQuantity(initial, 2, '0')).map((uid) => atob(uid))).toEqual(
      ['bundle/1/11/1'],
    );
  });

  it('prices a dynamic set as its products cost: 6 black chairs instead of 4 oak ones, then the bench', () => {
    expect(bundleBasePrice(bundle, minimum)).toBe(0);
    expect(configuredBundlePrice(bundle, initial, minimum)).toBe(900 + 4 * 120);
    let choices = chooseBundleProduct(initial, option('Chairs'), 22);
    choices = setBundleQuantity(choices, 2, '6');
    expect(configuredBundlePrice(bundle, choices, minimum)).toBe(900 + 6 * 110);
    choices = chooseBundleProduct(choices, option('Bench'), 31, true);
    expect(configuredBundlePrice(bundle, choices, minimum)).toBe(900 + 6 * 110 + 300);
    expect(bundleSelectedOptions(bundle, choices).map((uid) => atob(uid))).toEqual([
      'bundle/1/11/1',
      'bundle/2/22/6',
      'bundle/3/31/1',
    ]);
  });
});

describe('a fixed-price bundle', () => {
  const product = (
    id: number,
    price: number,
    priceType: 'FIXED' | 'PERCENT',
    quantity = 1,
  ): BundleChoiceView => ({
    id,
    uid: String(id),
    label: `Product ${id}`,
    sku: `P${id}`,
    quantity,
    canChangeQuantity: false,
    price,
    priceType,
    isDefault: false,
    inStock: true,
    image: null,
  });
  const fixed: BundleView = {
    dynamicPrice: false,
    priceView: 'AS_LOW_AS',
    options: [
      {
        id: 1,
        uid: 'o1',
        title: 'Frame',
        required: true,
        kind: 'radio',
        choices: [product(11, 50, 'FIXED'), product(12, 10, 'PERCENT')],
      },
      {
        id: 2,
        uid: 'o2',
        title: 'Cushions',
        required: true,
        kind: 'select',
        choices: [product(21, 20, 'FIXED', 2)],
      },
      {
        id: 3,
        uid: 'o3',
        title: 'Cover',
        required: false,
        kind: 'checkbox',
        choices: [product(31, 5, 'PERCENT')],
      },
    ],
  };

  it('finds its own price in the minimum: the cheapest required products taken out, percentages included', () => {
    // Own price 400: the frame's cheapest is 50 (10 % would be 40 — cheaper!), so the minimum is
    // 400 + 40 + 2 × 20 = 480; the base is solved for with the percentage.
    expect(bundleBasePrice(fixed, 480)).toBe(400);
    // Own price 1000: 10 % is 100, the fixed 50 is cheaper: 1000 + 50 + 40 = 1090.
    expect(bundleBasePrice(fixed, 1090)).toBe(1000);
  });

  it('adds each chosen product to the base: fixed amounts per unit, percentages of the base', () => {
    const choices = {
      1: { selections: [12], quantity: '1' },
      2: { selections: [21], quantity: '2' },
      3: { selections: [31], quantity: '1' },
    };
    expect(configuredBundlePrice(fixed, choices, 480)).toBe(400 + 40 + 40 + 20);
  });
});
