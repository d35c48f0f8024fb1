// The fields of a new cart address (spec §5): names, company, telephone, two street lines, country,
// region (a list when the country has regions, else free text), city and an optional postcode, and
// for customers "save in address book". The step's form around it posts them.
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '~/components/ui/CheckboxField';
import { TextField } from '~/components/ui/TextField';
import type { CountryOption } from '~/features/account/address-form';
import { CountryRegionFields } from '~/features/account/CountryRegionFields';
import { NameFields } from '~/features/account/NameFields';
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
  const text = (name: keyof typeof errors, label: string, props: Record<string, unknown> = {}) => ({
    label,
    error: error(errors[name]),
    ...props,
  });

  return (
    <div className="grid gap-4 xs:grid-cols-2" data-testid="cart-address-fields">
      <NameFields
        values={values}
        errors={{ firstname: error(errors.firstname), lastname: error(errors.lastname) }}
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
      <CountryRegionFields
        countries={countries}
        values={values}
        errors={{
          countryCode: error(errors.countryCode),
          regionId: error(errors.regionId),
          region: error(errors.region),
        }}
      />
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
