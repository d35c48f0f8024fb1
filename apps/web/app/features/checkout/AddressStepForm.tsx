// The shipping or billing address step: a customer picks one of the saved addresses or enters a new
// one; a guest enters one. The billing step starts with "same as shipping" ticked (spec §4). Without
// JavaScript every part of the form is shown and the radio buttons decide; with it the new address
// fields appear only when "new address" is chosen.
import { useEffect, useState } from 'react';
import { AddressLines } from '~/components/address/AddressCard';
import { CheckboxField } from '~/components/ui/CheckboxField';
import { useTranslation } from '~/i18n/react';
import type { CountryOption } from '~/lib/address/address-form';
import type { AddressView } from '~/lib/address/address-view';
import { useFormMessages } from '~/lib/form-messages';
import { CartAddressFields } from './CartAddressFields';
import { type CartAddressErrors, type CartAddressFormValues, NEW_ADDRESS } from './cart-address-form';
import { StepForm } from './StepForm';

interface AddressStepFormProps {
  intent: 'shipping-address' | 'billing-address';
  savedAddresses: AddressView[];
  /** The saved address chosen before, or "new". */
  initialChoice: string;
  values: CartAddressFormValues;
  countries: CountryOption[];
  errors: CartAddressErrors;
  canSave: boolean;
  /** Billing only: whether "same as shipping" starts ticked; undefined hides the checkbox. */
  sameAsShipping?: boolean;
}

export function AddressStepForm(props: AddressStepFormProps) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [choice, setChoice] = useState(props.initialChoice);
  const [same, setSame] = useState(props.sameAsShipping ?? false);
  const showAddress = !(hydrated && same);
  const showNewFields = !hydrated || props.savedAddresses.length === 0 || choice === NEW_ADDRESS;

  return (
    <StepForm intent={props.intent}>
      {props.sameAsShipping !== undefined ? (
        <CheckboxField
          name="same_as_shipping"
          checked={same}
          onChange={(event) => setSame(event.target.checked)}
          label={t('checkout.billing.same_as_shipping')}
        />
      ) : null}
      {showAddress && props.savedAddresses.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium">{t('checkout.address.choose_saved')}</legend>
          {props.savedAddresses.map((address) => (
            <label
              key={address.id}
              className={`flex cursor-pointer gap-3 rounded-md border p-3 ${
                choice === String(address.id) ? 'border-accent bg-accent-soft/40' : 'border-line'
              }`}
              data-testid="saved-address-option"
            >
              <input
                type="radio"
                name="address_choice"
                value={address.id}
                checked={choice === String(address.id)}
                onChange={() => setChoice(String(address.id))}
                className="mt-1 accent-accent"
              />
              <AddressLines address={address} />
            </label>
          ))}
          <label
            className={`flex cursor-pointer gap-3 rounded-md border p-3 ${choice === NEW_ADDRESS ? 'border-accent bg-accent-soft/40' : 'border-line'}`}
          >
            <input
              type="radio"
              name="address_choice"
              value={NEW_ADDRESS}
              checked={choice === NEW_ADDRESS}
              onChange={() => setChoice(NEW_ADDRESS)}
              className="mt-1 accent-accent"
            />
            <span className="text-sm font-medium">{t('checkout.address.new_address')}</span>
          </label>
          {props.errors.addressChoice ? (
            <p className="text-sm text-error">{error(props.errors.addressChoice)}</p>
          ) : null}
        </fieldset>
      ) : null}
      {showAddress && showNewFields ? (
        <CartAddressFields
          values={props.values}
          countries={props.countries}
          errors={props.errors}
          canSave={props.canSave}
        />
      ) : null}
    </StepForm>
  );
}
