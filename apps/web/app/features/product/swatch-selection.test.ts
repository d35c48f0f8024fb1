import { describe, expect, it } from 'vitest';
import {
  isValueAvailable,
  listOfLabels,
  matchingVariants,
  missingOptions,
  type SwatchOption,
  type SwatchSelections,
  selectedVariant,
  toggleSwatch,
} from './swatch-selection';

const color: SwatchOption = {
  uid: 'opt-color',
  attribute_code: 'color',
  values: [{ uid: 'red' }, { uid: 'blue' }],
};
const size: SwatchOption = { uid: 'opt-size', attribute_code: 'size', values: [{ uid: 'S' }, { uid: 'L' }] };
const options = [color, size];

function variant(sku: string, colorUid: string, sizeUid: string, inStock = true) {
  return {
    sku,
    inStock,
    attributes: [
      { code: 'color', uid: colorUid },
      { code: 'size', uid: sizeUid },
    ],
  };
}

const variants = [
  variant('RED-S', 'red', 'S'),
  variant('RED-L', 'red', 'L', false),
  variant('BLUE-S', 'blue', 'S'),
  variant('BLUE-L', 'blue', 'L'),
];

describe('toggleSwatch', () => {
  const toggle = { productId: 'p1', swatchOptionId: 'opt-color', swatchOptionValueId: 'red' };

  it('picks a value for the product and option', () => {
    expect(toggleSwatch({}, toggle)).toEqual({ p1: { 'opt-color': 'red' } });
  });

  it('replaces the value picked before for the same option and keeps the other options', () => {
    const state: SwatchSelections = { p1: { 'opt-color': 'red', 'opt-size': 'S' } };
    expect(toggleSwatch(state, { ...toggle, swatchOptionValueId: 'blue' })).toEqual({
      p1: { 'opt-color': 'blue', 'opt-size': 'S' },
    });
  });

  it('unpicks a value that is picked already', () => {
    expect(toggleSwatch({ p1: { 'opt-color': 'red' } }, toggle)).toEqual({ p1: {} });
  });

  it('keeps the selections of other products apart', () => {
    const state: SwatchSelections = { p2: { 'opt-color': 'blue' } };
    expect(toggleSwatch(state, toggle)).toEqual({ p1: { 'opt-color': 'red' }, p2: { 'opt-color': 'blue' } });
  });

  it.each([
    ['productId', { swatchOptionId: 'opt-color', swatchOptionValueId: 'red' }],
    ['swatchOptionId', { productId: 'p1', swatchOptionValueId: 'red' }],
    ['swatchOptionValueId', { productId: 'p1', swatchOptionId: 'opt-color' }],
    ['an empty productId', { productId: '', swatchOptionId: 'opt-color', swatchOptionValueId: 'red' }],
  ])('ignores a toggle without %s', (_missing, incomplete) => {
    const state: SwatchSelections = { p1: { 'opt-size': 'S' } };
    expect(toggleSwatch(state, incomplete)).toBe(state);
  });
});

describe('variant matching', () => {
  it('lists every variant while nothing is picked', () => {
    expect(matchingVariants(options, variants, {})).toHaveLength(4);
  });

  it('narrows the variants to the picked colour', () => {
    expect(matchingVariants(options, variants, { 'opt-color': 'blue' }).map((v) => v.sku)).toEqual([
      'BLUE-S',
      'BLUE-L',
    ]);
  });

  it('names no variant until every option is picked', () => {
    expect(selectedVariant(options, variants, { 'opt-color': 'blue' })).toBeUndefined();
  });

  it('names the variant of a complete selection', () => {
    expect(selectedVariant(options, variants, { 'opt-color': 'blue', 'opt-size': 'L' })?.sku).toBe('BLUE-L');
  });

  it('names no variant for a combination that does not exist', () => {
    const onlyRedS = [variant('RED-S', 'red', 'S')];
    expect(selectedVariant(options, onlyRedS, { 'opt-color': 'red', 'opt-size': 'L' })).toBeUndefined();
  });
});

describe('isValueAvailable', () => {
  it('disables a size whose variant in the picked colour is out of stock', () => {
    expect(isValueAvailable(options, variants, { 'opt-color': 'red' }, size, 'L')).toBe(false);
    expect(isValueAvailable(options, variants, { 'opt-color': 'blue' }, size, 'L')).toBe(true);
  });

  it('keeps a value available while some variant with it is in stock', () => {
    expect(isValueAvailable(options, variants, {}, size, 'L')).toBe(true);
  });

  it('lets the shopper switch the picked option to another available value', () => {
    expect(isValueAvailable(options, variants, { 'opt-color': 'red', 'opt-size': 'S' }, color, 'blue')).toBe(
      true,
    );
  });

  it('disables a value that no variant has', () => {
    expect(isValueAvailable(options, variants, {}, color, 'green')).toBe(false);
  });
});

describe('naming the options still to choose', () => {
  const options = [
    { uid: 'opt-color', attribute_code: 'color', label: 'Colour', values: [] },
    { uid: 'opt-size', attribute_code: 'size', label: 'Size', values: [] },
  ];

  it('names every option without a picked value, in the page order', () => {
    expect(missingOptions(options, {}).map((option) => option.label)).toEqual(['Colour', 'Size']);
    expect(missingOptions(options, { 'opt-color': 'red' }).map((option) => option.label)).toEqual(['Size']);
    expect(missingOptions(options, { 'opt-color': 'red', 'opt-size': 'l' })).toEqual([]);
  });

  it('joins the labels as a phrase of the language', () => {
    expect(listOfLabels(['Colour', 'Size'], 'en-GB')).toBe('Colour and Size');
    expect(listOfLabels(['Цвет', 'Размер'], 'ru-RU')).toBe('Цвет и Размер');
    expect(listOfLabels(['Colour'], 'en-US')).toBe('Colour');
  });
});
