// The fields of a new cart address (spec §5): the address book's fields (names, company,
// telephone, two street lines, country, region, city and an optional postcode) in one grid, and
// for customers "save in address book". The step's form around it posts them.

import { AddressContactFields, AddressPlaceFields } from '~/components/address/AddressFields';
import { CheckboxField } from '~/components/ui/CheckboxField';
import { useTranslation } from '~/i18n/react';
import type { CountryOption } from '~/lib/address/address-form';
import type { CartAddressErrors, CartAddressFormValues } from './cart-address-form';

interface CartAddressFieldsProps {
  values: CartAddressFormValues;
  countries: CountryOption[];
  errors: CartAddressErrors;
  canSave: boolean;
}

export function CartAddressFields({ values, countries, errors, canSave }: CartAddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 xs:grid-cols-2" data-testid="cart-address-fields">
      <AddressContactFields values={values} errors={errors} />
      <AddressPlaceFields values={values} countries={countries} errors={errors} postcodeRequired={false} />
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
