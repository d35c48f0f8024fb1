import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();
type Country = {
  id: string;
  full_name_locale: string;
  full_name_english: string;
  three_letter_abbreviation: string;
  available_regions: { id: number; code: string; name: string }[] | null;
};
const FIELDS =
  'id two_letter_abbreviation three_letter_abbreviation full_name_english full_name_locale available_regions { id code name }';

describe('countries', () => {
  it('lists the world’s countries named in the store view’s language', async () => {
    const ru = await api.gql<{ countries: Country[] }>(`{ countries { ${FIELDS} } }`, {
      headers: { Store: 'ru' },
    });
    const en = await api.gql<{ countries: Country[] }>(`{ countries { ${FIELDS} } }`, {
      headers: { Store: 'int' },
    });
    expect(ru.data?.countries.length).toBeGreaterThan(240);
    const germanyRu = ru.data?.countries.find((c) => c.id === 'DE');
    const germanyEn = en.data?.countries.find((c) => c.id === 'DE');
    expect(germanyRu).toMatchObject({
      full_name_locale: 'Германия',
      full_name_english: 'Germany',
      three_letter_abbreviation: 'DEU',
    });
    expect(germanyEn?.full_name_locale).toBe('Germany');
    for (const country of ru.data?.countries ?? []) expect(country.full_name_locale).toBeTruthy();
  });

  it('gives Russia its regions, in Russian for a Russian store view', async () => {
    const ru = await api.gql<{ country: Country }>(`{ country(id: "RU") { ${FIELDS} } }`, {
      headers: { Store: 'ru' },
    });
    const regions = ru.data?.country.available_regions ?? [];
    expect(regions.length).toBeGreaterThanOrEqual(80);
    expect(regions.find((r) => r.code === 'MOW')?.name).toBe('Москва');
    const en = await api.gql<{ country: Country }>(`{ country(id: "ru") { ${FIELDS} } }`, {
      headers: { Store: 'int' },
    });
    expect(en.data?.country.available_regions?.find((r) => r.code === 'MOW')?.name).toMatch(/Moscow/);
  });

  it('gives the United States its states', async () => {
    const res = await api.gql<{ country: Country }>(`{ country(id: "US") { ${FIELDS} } }`, {
      headers: { Store: 'int' },
    });
    const states = res.data?.country.available_regions ?? [];
    expect(states.find((s) => s.code === 'CA')?.name).toBe('California');
    expect(states.length).toBeGreaterThanOrEqual(50);
  });

  it('answers an unknown country with Magento’s no-such-entity error', async () => {
    for (const id of ['XX', '']) {
      const res = await api.gql(`{ country(id: "${id}") { id } }`);
      expect(res.errors?.[0]?.message).toBe("The country isn't available.");
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    }
  });
});
