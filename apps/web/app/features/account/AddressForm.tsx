// The address form (spec §5): names, company, two street lines, city, country (the website's
// countries), region (a list when the country has regions, else free text), postcode, telephone
// and the default billing / shipping marks. A default address keeps its mark: Magento moves it by
// marking another address, so the form says so instead of offering a checkbox.
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { Button, buttonClasses } from '~/components/ui/Button';
import { CheckboxField } from '~/components/ui/CheckboxField';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { TextField } from '~/components/ui/TextField';
import type { FormMessage } from '~/lib/form-messages';
import { useFormMessages } from '~/lib/form-messages';
import type { AddressFormErrors, AddressFormValues, CountryOption } from './address-form';
import { CountryRegionFields } from './CountryRegionFields';
import { NameFields } from './NameFields';

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
  const error = useFormMessages().fieldError;
  const busy = useNavigation().state === 'submitting';

  return (
    <Form method="post" noValidate className="max-w-2xl space-y-8" data-testid="address-form">
      <fieldset className="grid gap-5 xs:grid-cols-2">
        <legend className="mb-4 text-lg font-medium">{t('account.address.contact')}</legend>
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
      </fieldset>

      <fieldset className="grid gap-5 xs:grid-cols-2">
        <legend className="mb-4 text-lg font-medium">{t('account.address.address')}</legend>
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
          required
          autoComplete="postal-code"
          defaultValue={values.postcode}
          error={error(errors.postcode)}
        />
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
