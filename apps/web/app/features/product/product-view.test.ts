import { describe, expect, it } from 'vitest';
import { priceOfVariants, toProductView } from './product-view';
import { apiProductFixture } from './test/product-fixture';

describe('toProductView', () => {
  const view = toProductView(apiProductFixture());

  it('sorts the gallery by position and leaves out disabled pictures', () => {
    expect(view.images.map((image) => image.url.split('/').pop())).toEqual(['oslo-1.svg', 'oslo-2.svg']);
    expect(view.images[0]?.label).toBe('Oslo armchair');
  });

  it('falls back to the image (placeholder) when the gallery is empty', () => {
    const bare = toProductView(apiProductFixture({ media_gallery: [] }));
    expect(bare.images).toEqual([
      { url: 'http://shop.example/media/catalog/product/placeholder/image.svg', label: 'Oslo armchair' },
    ]);
  });

  it('sorts tier prices by quantity', () => {
    expect(view.tiers.map((tier) => tier.quantity)).toEqual([4, 10]);
  });

  it('orders configurable options by position and reads their swatches', () => {
    expect(view.configurableOptions.map((option) => option.attribute_code)).toEqual(['color', 'size']);
    expect(view.configurableOptions[0]?.values).toEqual([
      { uid: 'color-red', label: 'Red', swatch: { kind: 'color', value: '#c0392b' } },
      { uid: 'color-green', label: 'Green', swatch: null },
    ]);
  });

  it('gives a variant without pictures the parent gallery', () => {
    const green = view.variants.find((variant) => variant.sku === 'OSLO-GREEN-S');
    expect(green?.images).toEqual(view.images);
    const red = view.variants.find((variant) => variant.sku === 'OSLO-RED-S');
    expect(red?.images[0]?.url).toContain('OSLO-RED-S.svg');
  });

  it('orders custom options and their values and keeps text option prices', () => {
    expect(view.customOptions.map((option) => [option.kind, option.required])).toEqual([
      ['drop_down', true],
      ['field', false],
    ]);
    expect(view.customOptions[0]?.choices.map((choice) => choice.title)).toEqual(['Oak', 'Ash']);
    expect(view.customOptions[1]).toMatchObject({ price: 5, priceType: 'FIXED', maxCharacters: 20 });
  });

  it('reads the quantity rules and drops empty file groups', () => {
    expect(view.quantity).toEqual({ min: 2, step: 2 });
    expect(view.attachedFiles.map((group) => group.label)).toEqual(['Instructions']);
  });
});

describe('priceOfVariants', () => {
  it('spans the cheapest and dearest final prices', () => {
    const { variants } = toProductView(apiProductFixture());
    const range = priceOfVariants(variants);
    expect([range.min.final.value, range.max.final.value]).toEqual([150, 180]);
  });
});
