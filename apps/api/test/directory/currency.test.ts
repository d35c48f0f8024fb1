import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();
const QUERY = `{ currency { base_currency_code base_currency_symbol default_display_currency_code
  default_display_currency_symbol current_display_currency_code current_display_currency_symbol
  available_currency_codes exchange_rates { currency_to rate } } }`;
type Currency = Record<string, unknown> & { exchange_rates: { currency_to: string; rate: number }[] };

describe('currency', () => {
  it('describes the ru website’s single currency', async () => {
    const res = await api.gql<{ currency: Currency }>(QUERY, { headers: { Store: 'ru' } });
    expect(res.data?.currency).toMatchObject({
      base_currency_code: 'RUB',
      default_display_currency_code: 'RUB',
      current_display_currency_code: 'RUB',
      available_currency_codes: ['RUB'],
      exchange_rates: [{ currency_to: 'RUB', rate: 1 }],
    });
    expect(res.data?.currency.base_currency_symbol).toContain('₽');
  });

  it('lists the int store views’ currencies with the stored rates from USD', async () => {
    const res = await api.gql<{ currency: Currency }>(QUERY, { headers: { Store: 'int_ru' } });
    expect(res.data?.currency).toMatchObject({
      base_currency_code: 'USD',
      base_currency_symbol: '$',
      default_display_currency_code: 'USD',
      available_currency_codes: ['USD', 'EUR', 'RUB'],
    });
    expect(res.data?.currency.exchange_rates).toEqual([
      { currency_to: 'USD', rate: 1 },
      { currency_to: 'EUR', rate: 0.9215 },
      { currency_to: 'RUB', rate: 92.45 },
    ]);
  });

  it('reports the Content-Currency chosen for the request as the current display currency', async () => {
    const res = await api.gql<{ currency: Currency }>(QUERY, {
      headers: { Store: 'int', 'Content-Currency': 'EUR' },
    });
    expect(res.data?.currency).toMatchObject({
      current_display_currency_code: 'EUR',
      current_display_currency_symbol: '€',
    });
  });
});
