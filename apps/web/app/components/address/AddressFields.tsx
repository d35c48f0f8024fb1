// The fields of an address wherever one is entered: the address book's form and the checkout's
// address steps. Two fragments, so the address book can put them in two fieldsets and the checkout
// in one grid; the form around them lays them out and posts them. Only the postcode differs: a
// saved address needs one, a cart address does not (spec §5); and a project's delivery address has
// no region.

import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import type { AddressFormErrors, AddressFormValues, CountryOption } from '~/lib/address/address-form';
import { useFormMessages } from '~/lib/form-messages';
import { CountryRegionFields } from './CountryRegionFields';
import { NameFields } from './NameFields';

type Values<Field extends keyof AddressFormValues> = Pick<AddressFormValues, Field>;

/** First and last name, company and telephone. */
export function AddressContactFields({
  values,
  errors,
}: {
  values: Values<'firstname' | 'lastname' | 'company' | 'telephone'>;
  errors: AddressFormErrors;
}) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  return (
    <>
      <NameFields
        values={values}
        errors={{ firstname: error(errors.firstname), lastname: error(errors.lastname) }}
      />
      <TextField
        label={t('account.address.company')}
        name="company"
        autoComplete="organization"
        defaultValue={values.company}
        error={error(errors.company)}
      />
      <TextField
        label={t('account.address.telephone')}
        name="telephone"
        type="tel"
        required
        autoComplete="tel"
        defaultValue={values.telephone}
        error={error(errors.telephone)}
      />
    </>
  );
}

/** Two street lines, country and region, city and postcode. */
export function AddressPlaceFields({
  values,
  countries,
  errors,
  postcodeRequired,
  withRegion = true,
}: {
  values: Values<'street' | 'countryCode' | 'city' | 'postcode'> & Partial<Values<'regionId' | 'region'>>;
  countries: CountryOption[];
  errors: AddressFormErrors;
  postcodeRequired: boolean;
  withRegion?: boolean;
}) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  return (
    <>
      <TextField
        label={t('account.address.street')}
        name="street"
        required
        autoComplete="address-line1"
        defaultValue={values.street[0] ?? ''}
        error={error(errors.street)}
        className="xs:col-span-2"
      />
      <TextField
        label={t('account.address.street_line_2')}
        name="street"
        autoComplete="address-line2"
        defaultValue={values.street[1] ?? ''}
        className="xs:col-span-2"
      />
      <CountryRegionFields
        countries={countries}
        values={values}
        withRegion={withRegion}
        errors={{
          countryCode: error(errors.countryCode),
          regionId: error(errors.regionId),
          region: error(errors.region),
        }}
      />
      <TextField
        label={t('account.address.city')}
        name="city"
        required
        autoComplete="address-level2"
        defaultValue={values.city}
        error={error(errors.city)}
      />
      <TextField
        label={t('account.address.postcode')}
        name="postcode"
        required={postcodeRequired}
        autoComplete="postal-code"
        defaultValue={values.postcode}
        error={error(errors.postcode)}
      />
    </>
  );
}
