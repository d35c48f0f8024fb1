import { describe, expect, it } from 'vitest';
import {
  bundleChoiceValue,
  bundleOptionLines,
  bundleSelectionUid,
  parseBundleChoiceValue,
  readBundleChoices,
} from './bundle-options';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('bundle uids', () => {
  it('are Magento’s base64 of bundle/<option id>/<selection id>/<quantity>', () => {
    expect(bundleSelectionUid(2, 22, 6)).toBe('YnVuZGxlLzIvMjIvNg==');
    expect(atob(bundleSelectionUid(2, 22, 6))).toBe('bundle/2/22/6');
    expect(atob(bundleSelectionUid(5, 7, 1.5))).toBe('bundle/5/7/1.5');
    expect(atob(bundleSelectionUid(5, 7, 0.1 + 0.2))).toBe('bundle/5/7/0.3');
  });
});

describe('a choice field’s value', () => {
  it('names the selection, its quantity and whether it may change, and reads back', () => {
    const value = bundleChoiceValue({ selectionId: 22, quantity: 4, canChangeQuantity: true });
    expect(value).toBe('22/4/1');
    expect(parseBundleChoiceValue(value)).toEqual({ selectionId: 22, quantity: 4, canChangeQuantity: true });
    expect(parseBundleChoiceValue('11/1/0')).toEqual({
      selectionId: 11,
      quantity: 1,
      canChangeQuantity: false,
    });
  });

  it('refuses anything else', () => {
    for (const value of ['', '22', '22/4', '22/0/1', 'x/4/1', '22/4/2', '22/-1/0', '1/1/1/1']) {
      expect(parseBundleChoiceValue(value)).toBeNull();
    }
  });
});

describe('the bundle fields a product page form posts', () => {
  it('become one uid per chosen product, with the typed quantity where it may change', () => {
    expect(
      readBundleChoices(
        form([
          ['bundle_option[1]', '11/1/0'],
          ['bundle_option_label[1]', 'Table'],
          ['bundle_option[2]', '22/4/1'],
          ['bundle_option_qty[2]', '6'],
          ['bundle_option_label[2]', 'Chairs'],
          ['bundle_option[3]', '31/1/0'],
          ['bundle_option[3]', '32/2/0'],
          // A quantity posted for a product that may not change is ignored.
          ['bundle_option[4]', '41/2/0'],
          ['bundle_option_qty[4]', '9'],
          // "None" chooses nothing.
          ['bundle_option[5]', ''],
        ]),
      ),
    ).toEqual({
      ok: true,
      uids: ['bundle/1/11/1', 'bundle/2/22/6', 'bundle/3/31/1', 'bundle/3/32/2', 'bundle/4/41/2'].map(
        (text) => btoa(text),
      ),
      missing: [],
    });
  });

  it('names the required options left open ("Choose …" or no radio button)', () => {
    expect(
      readBundleChoices(
        form([
          ['bundle_option[1]', ''],
          ['bundle_option_label[1]', 'Table'],
          ['bundle_option_label[2]', 'Chairs'],
          ['bundle_option[3]', '31/1/0'],
        ]),
      ),
    ).toEqual({ ok: true, uids: [btoa('bundle/3/31/1')], missing: ['Table', 'Chairs'] });
  });

  it('refuses a forged choice or a quantity that is not a number', () => {
    expect(readBundleChoices(form([['bundle_option[1]', 'abc']]))).toEqual({
      ok: false,
      errorKey: 'validation.invalid_option',
    });
    expect(
      readBundleChoices(
        form([
          ['bundle_option[2]', '22/4/1'],
          ['bundle_option_qty[2]', '0'],
        ]),
      ),
    ).toEqual({ ok: false, errorKey: 'product.qty.not_a_number' });
  });

  it('is empty for a form without bundle fields', () => {
    expect(readBundleChoices(form([['sku', 'CHAIR']]))).toEqual({ ok: true, uids: [], missing: [] });
  });
});

describe('a bundle line’s chosen products', () => {
  it('read "6 × Oslo dining chair, black" under their option', () => {
    expect(
      bundleOptionLines([
        { label: 'Table', values: [{ label: 'Oslo dining table 180 cm', quantity: 1 }] },
        { label: 'Chairs', values: [{ label: 'Oslo dining chair, black', quantity: 6 }] },
        {
          label: 'Extras',
          values: [
            { label: 'Cushion', quantity: 2 },
            { label: 'Cover', quantity: 1 },
          ],
        },
        { label: 'Empty', values: [] },
        null,
      ]),
    ).toEqual([
      { label: 'Table', value: '1 × Oslo dining table 180 cm' },
      { label: 'Chairs', value: '6 × Oslo dining chair, black' },
      { label: 'Extras', value: '2 × Cushion; 1 × Cover' },
    ]);
  });
});
