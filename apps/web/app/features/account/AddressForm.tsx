// The address form (spec §5): names, company, two street lines, city, country (the website's
// countries), region (a list when the country has regions, else free text), postcode, telephone
// and the default billing / shipping marks. A default address keeps its mark: Magento moves it by
// marking another address, so the form says so instead of offering a checkbox.

import { Form, useNavigation } from 'react-router';
import { AddressContactFields, AddressPlaceFields } from '~/components/address/AddressFields';
import { AppLink } from '~/components/ui/AppLink';
import { Button, buttonClasses } from '~/components/ui/Button';
import { CheckboxField } from '~/components/ui/CheckboxField';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import type { AddressFormErrors, AddressFormValues, CountryOption } from '~/lib/address/address-form';
import type { FormMessage } from '~/lib/form-messages';

export interface AddressFormProps {
  values: AddressFormValues;
  countries: CountryOption[];
  /** The saved address's own default marks (an existing default cannot be unset here). */
  isDefault: { billing: boolean; shipping: boolean };
  errors?: AddressFormErrors;
  message?: FormMessage | null;
  cancelHref: string;
}

export function AddressForm({
  values,
  countries,
  isDefault,
  errors = {},
  message,
  cancelHref,
}: AddressFormProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';

  return (
    <Form method="post" noValidate className="max-w-2xl space-y-8" data-testid="address-form">
      <fieldset className="grid gap-5 xs:grid-cols-2">
        <legend className="mb-4 text-lg font-medium">{t('account.address.contact')}</legend>
        <AddressContactFields values={values} errors={errors} />
      </fieldset>

      <fieldset className="grid gap-5 xs:grid-cols-2">
        <legend className="mb-4 text-lg font-medium">{t('account.address.address')}</legend>
        <AddressPlaceFields values={values} countries={countries} errors={errors} postcodeRequired />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="sr-only">{t('account.address.defaults')}</legend>
        {isDefault.billing ? (
          <p className="text-sm text-ink-muted">{t('account.address.is_default_billing')}</p>
        ) : (
          <CheckboxField
            name="default_billing"
            defaultChecked={values.defaultBilling}
            label={t('account.address.use_as_default_billing')}
          />
        )}
        {isDefault.shipping ? (
          <p className="text-sm text-ink-muted">{t('account.address.is_default_shipping')}</p>
        ) : (
          <CheckboxField
            name="default_shipping"
            defaultChecked={values.defaultShipping}
            label={t('account.address.use_as_default_shipping')}
          />
        )}
      </fieldset>

      <div className="space-y-4 border-t border-line pt-6">
        <FormMessageAlert message={message} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="primary" disabled={busy}>
            {t('account.address.save')}
          </Button>
          <AppLink to={cancelHref} className={buttonClasses('secondary')}>
            {t('account.cancel')}
          </AppLink>
        </div>
      </div>
    </Form>
  );
}
