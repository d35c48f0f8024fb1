// The country list and, beside it, the region: a list when the chosen country has regions, else
// free text (or no region at all, `withRegion={false}`: a project's or an estimate's address). Shared by the address book's form and the checkout's address steps. A country the list
// does not hold (an address saved on the other website) is kept as its code, so it stays chosen.
import { useState } from 'react';
import { SelectField } from '~/components/ui/SelectField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import type { CountryOption } from '~/lib/address/address-form';

interface CountryRegionFieldsProps {
  countries: CountryOption[];
  values: { countryCode: string; regionId?: string; region?: string };
  /** Translated field errors. */
  errors: { countryCode?: string; regionId?: string; region?: string };
  /** False: the country alone, across the form's two columns. */
  withRegion?: boolean;
}

export function CountryRegionFields({
  countries,
  values,
  errors,
  withRegion = true,
}: CountryRegionFieldsProps) {
  const { t } = useTranslation();
  const [countryCode, setCountryCode] = useState(values.countryCode);
  const country = countries.find((item) => item.id === countryCode);
  const regions = country?.regions ?? [];
  const countryList =
    countryCode && !country ? [{ id: countryCode, name: countryCode, regions: [] }, ...countries] : countries;
  const sameCountry = country?.id === values.countryCode;

  return (
    <>
      <SelectField
        label={t('account.address.country')}
        name="country_code"
        required
        value={countryCode}
        onChange={(event) => setCountryCode(event.target.value)}
        options={[
          { value: '', label: t('account.address.choose_country') },
          ...countryList.map((item) => ({ value: item.id, label: item.name })),
        ]}
        error={errors.countryCode}
        className={withRegion ? undefined : 'xs:col-span-2'}
      />
      {!withRegion ? null : regions.length > 0 ? (
        <SelectField
          key={countryCode}
          label={t('account.address.region')}
          name="region_id"
          required
          defaultValue={sameCountry ? values.regionId : ''}
          options={[
            { value: '', label: t('account.address.choose_region') },
            ...regions.map((region) => ({ value: String(region.id), label: region.name })),
          ]}
          error={errors.regionId}
        />
      ) : (
        <TextField
          key={countryCode}
          label={t('account.address.region')}
          name="region"
          autoComplete="address-level1"
          defaultValue={sameCountry ? values.region : ''}
          error={errors.region}
        />
      )}
    </>
  );
}
