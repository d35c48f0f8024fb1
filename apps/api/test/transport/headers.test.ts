import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();
const STORE = '{ storeConfig { store_code } }';
type StoreData = { storeConfig: { store_code: string } };

describe('request headers', () => {
  it('reads the Store header whatever its case', async () => {
    for (const name of ['Store', 'store', 'STORE']) {
      const res = await api.gql<StoreData>(STORE, { headers: { [name]: 'int' } });
      expect(res.data?.storeConfig.store_code).toBe('int');
    }
  });

  it('uses the default store view without a Store header or with "default"', async () => {
    expect((await api.gql<StoreData>(STORE)).data?.storeConfig.store_code).toBe('ru');
    expect(
      (await api.gql<StoreData>(STORE, { headers: { Store: 'default' } })).data?.storeConfig.store_code,
    ).toBe('ru');
  });

  it('rejects an unknown store with Magento’s message and the input category', async () => {
    const res = await api.gql(STORE, { headers: { Store: 'mars' } });
    expect(res.status).toBe(200);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toBe('Requested store is not found (mars)');
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('treats an empty Authorization header as a guest', async () => {
    const res = await api.gql<StoreData>(STORE, { headers: { authorization: '' } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.storeConfig.store_code).toBe('ru');
  });

  it('accepts an allowed Content-Currency in any case and rejects others', async () => {
    const query = '{ currency { current_display_currency_code } }';
    const eur = await api.gql<{ currency: { current_display_currency_code: string } }>(query, {
      headers: { Store: 'int', 'content-currency': 'eur' },
    });
    expect(eur.data?.currency.current_display_currency_code).toBe('EUR');

    const rub = await api.gql(query, { headers: { Store: 'int', 'Content-Currency': 'RUB' } });
    expect(rub.errors?.[0]?.message).toBe('Please correct the target currency');
    expect(rub.errors?.[0]?.extensions?.category).toBe('graphql-input');

    const unknown = await api.gql(query, { headers: { 'Content-Currency': 'XYZ' } });
    expect(unknown.errors?.[0]?.message).toBe('Please correct the target currency');
  });

  it('accepts a Region of the store’s website and rejects a foreign or unknown one', async () => {
    const ok = await api.gql<StoreData>(STORE, { headers: { Store: 'int', Region: 'DE' } });
    expect(ok.errors).toBeUndefined();
    const foreign = await api.gql(STORE, { headers: { Store: 'ru', Region: 'de' } });
    expect(foreign.errors?.[0]?.message).toBe('Requested region is not found (de)');
    const unknown = await api.gql(STORE, { headers: { Region: 'atlantis' } });
    expect(unknown.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  describe('CORS (issue 11 §6): only configured origins, default the storefront’s', () => {
    const STOREFRONT = 'http://localhost:3000';
    const preflight = (origin: string) =>
      fetch(api.url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization, store',
        },
      });

    it('allows the storefront’s origin with credentials, preflight and request', async () => {
      const pre = await preflight(STOREFRONT);
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
      expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
      expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
      expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      expect(pre.headers.get('vary')).toContain('Origin');
      const res = await api.gql<StoreData>(STORE, { headers: { origin: STOREFRONT } });
      expect(res.data?.storeConfig.store_code).toBe('ru');
      expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    });

    it('never reflects another origin: no allow-origin, no credentials', async () => {
      for (const origin of [
        'https://evil.example',
        'null',
        'http://localhost:3000.evil.example',
        'http://localhost:3001',
      ]) {
        const pre = await preflight(origin);
        expect(pre.status).toBeLessThan(500);
        expect({ origin, allow: pre.headers.get('access-control-allow-origin') }).toEqual({
          origin,
          allow: null,
        });
        expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
        const res = await api.gql(STORE, { headers: { origin } });
        expect({ origin, allow: res.headers.get('access-control-allow-origin') }).toEqual({
          origin,
          allow: null,
        });
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
        expect(res.headers.get('vary')).toContain('Origin');
      }
    });
  });
});
