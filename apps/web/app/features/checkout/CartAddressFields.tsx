// The fields of a new cart address (spec §5): names, company, telephone, two street lines, country,
// region (a list when the country has regions, else free text), city and an optional postcode, and
// for customers "save in address book". The step's form around it posts them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '~/components/ui/CheckboxField';
import { SelectField } from '~/components/ui/SelectField';
import { TextField } from '~/components/ui/TextField';
import type { CountryOption } from '~/features/account/address-form';
import { useFormMessages } from '~/lib/form-messages';
import type { CartAddressErrors, CartAddressFormValues } from './cart-address-form';

interface CartAddressFieldsProps {
  values: CartAddressFormValues;
  countries: CountryOption[];
  errors: CartAddressErrors;
  canSave: boolean;
}

export function CartAddressFields({ values, countries, errors, canSave }: CartAddressFieldsProps) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const [countryCode, setCountryCode] = useState(values.countryCode);
  const country = countries.find((item) => item.id === countryCode);
  const regions = country?.regions ?? [];
  const sameCountry = country?.id === values.countryCode;
  const text = (name: keyof typeof errors, label: string, props: Record<string, unknown> = {}) => ({
    label,
    error: error(errors[name]),
    ...props,
  });

  return (
    <div className="grid gap-4 xs:grid-cols-2" data-testid="cart-address-fields">
      <TextField
        {...text('firstname', t('account.fields.firstname'))}
        name="firstname"
        required
        autoComplete="given-name"
        defaultValue={values.firstname}
      />
      <TextField
        {...text('lastname', t('account.fields.lastname'))}
        name="lastname"
        required
        autoComplete="family-name"
        defaultValue={values.lastname}
      />
      <TextField
        {...text('company', t('account.address.company'))}
        name="company"
        autoComplete="organization"
        defaultValue={values.company}
      />
      <TextField
        {...text('telephone', t('account.address.telephone'))}
        name="telephone"
        type="tel"
        required
        autoComplete="tel"
        defaultValue={values.telephone}
      />
      <TextField
        {...text('street', t('account.address.street'))}
        name="street"
        required
        autoComplete="address-line1"
        defaultValue={values.street[0] ?? ''}
        className="xs:col-span-2"
      />
      <TextField
        label={t('account.address.street_line_2')}
        name="street"
        autoComplete="address-line2"
        defaultValue={values.street[1] ?? ''}
        className="xs:col-span-2"
      />
      <SelectField
        label={t('account.address.country')}
        name="country_code"
        required
        value={countryCode}
        onChange={(event) => setCountryCode(event.target.value)}
        options={[
          { value: '', label: t('account.address.choose_country') },
          ...countries.map((item) => ({ value: item.id, label: item.name })),
        ]}
        error={error(errors.countryCode)}
      />
      {regions.length > 0 ? (
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
          error={error(errors.regionId)}
        />
      ) : (
        <TextField
          key={countryCode}
          {...text('region', t('account.address.region'))}
          name="region"
          autoComplete="address-level1"
          defaultValue={sameCountry ? values.region : ''}
        />
      )}
      <TextField
        {...text('city', t('account.address.city'))}
        name="city"
        required
        autoComplete="address-level2"
        defaultValue={values.city}
      />
      <TextField
        {...text('postcode', t('account.address.postcode'))}
        name="postcode"
        autoComplete="postal-code"
        defaultValue={values.postcode}
      />
      {canSave ? (
        <CheckboxField
          name="save_in_address_book"
          defaultChecked={values.saveInAddressBook}
          label={t('checkout.address.save_in_address_book')}
          className="xs:col-span-2"
        />
      ) : null}
    </div>
  );
}
