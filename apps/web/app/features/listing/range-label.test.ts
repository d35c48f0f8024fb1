import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/i18n/translator';
import { rangeLabel } from './range-label';

const t = createTranslator('en-US', {
  listing: { range: '{{from}} – {{to}}', range_from: '{{from}} and above', range_to: 'Up to {{to}}' },
});

describe('range labels', () => {
  it('formats price buckets in the display currency without a zero fraction', () => {
    expect(rangeLabel(t.t, 'price', '1000_2000', '1000-2000', 'USD', 'en-US')).toBe('$1,000 – $2,000');
    expect(rangeLabel(t.t, 'price', '1000_', null, 'USD', 'en-US')).toBe('$1,000 and above');
    expect(rangeLabel(t.t, 'price', '_99.5', null, 'USD', 'en-US')).toBe('Up to $99.50');
    expect(rangeLabel(t.t, 'price', '0_1000', null, 'RUB', 'ru-RU').replace(/\s/g, ' ')).toBe(
      '0 ₽ – 1 000 ₽',
    );
  });

  it('keeps the API label of other ranges', () => {
    expect(rangeLabel(t.t, 'width', '10_20', '10-20 cm', 'USD', 'en-US')).toBe('10-20 cm');
  });
});
