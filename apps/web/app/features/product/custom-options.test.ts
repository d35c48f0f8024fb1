import { describe, expect, it } from 'vitest';
import { type CustomOptionView, optionSurcharge, validateCustomOptions } from './custom-options';

function option(
  partial: Partial<CustomOptionView> & Pick<CustomOptionView, 'uid' | 'kind'>,
): CustomOptionView {
  return {
    title: partial.uid,
    required: false,
    sortOrder: 0,
    choices: [],
    price: null,
    priceType: null,
    maxCharacters: null,
    ...partial,
  };
}

const choices = [
  { uid: 'oak', title: 'Oak', price: 10, priceType: 'FIXED' },
  { uid: 'ash', title: 'Ash', price: 5, priceType: 'PERCENT' },
];

describe('validateCustomOptions', () => {
  const finish = option({ uid: 'finish', kind: 'drop_down', required: true, choices });
  const engraving = option({ uid: 'engraving', kind: 'field', required: true });
  const note = option({ uid: 'note', kind: 'area' });

  it('marks every empty required option with validation.required', () => {
    expect(validateCustomOptions([finish, engraving, note], {})).toEqual({
      finish: { key: 'validation.required' },
      engraving: { key: 'validation.required' },
    });
  });

  it('treats whitespace as empty', () => {
    expect(validateCustomOptions([engraving], { engraving: ['   '] })).toEqual({
      engraving: { key: 'validation.required' },
    });
  });

  it('accepts filled required options and empty optional ones', () => {
    expect(
      validateCustomOptions([finish, engraving, note], { finish: ['oak'], engraving: ['A.B.'] }),
    ).toEqual({});
  });

  it('rejects a value the option does not offer', () => {
    expect(validateCustomOptions([finish], { finish: ['teak'] })).toEqual({
      finish: { key: 'validation.invalid_option' },
    });
  });

  it('takes several values only for checkboxes', () => {
    const extras = option({ uid: 'extras', kind: 'checkbox', required: true, choices });
    expect(validateCustomOptions([extras], { extras: ['oak', 'ash'] })).toEqual({});
    expect(validateCustomOptions([finish], { finish: ['oak', 'ash'] })).toEqual({
      finish: { key: 'validation.invalid_option' },
    });
  });
});

describe('optionSurcharge', () => {
  it('adds a fixed amount as is', () => {
    expect(optionSurcharge(10, 'FIXED', 200)).toBe(10);
  });

  it('adds a percentage of the final price, rounded to cents', () => {
    expect(optionSurcharge(5, 'PERCENT', 199.99)).toBe(10);
    expect(optionSurcharge(12.5, 'PERCENT', 80)).toBe(10);
  });

  it('adds nothing without a price', () => {
    expect(optionSurcharge(null, 'FIXED', 100)).toBe(0);
  });
});
