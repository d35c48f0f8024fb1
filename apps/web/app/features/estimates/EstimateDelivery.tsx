// The delivery of an estimate: the address (a form for whoever may change the estimate's details:
// the owner and members in draft, managers while they price it) and the delivery information —
// a description and the delivery cost, which the manager sets while pricing (b2b.md §3).

import { Form, useNavigation } from 'react-router';
import { AddressContactFields, AddressPlaceFields } from '~/components/address/AddressFields';
import { Button } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { TextAreaField } from '~/components/ui/TextAreaField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import type { CountryOption } from '~/lib/address/address-form';
import { useFormMessages } from '~/lib/form-messages';
import { EstimateMoney } from './EstimateMoney';
import { answerFor, type EstimateAnswer } from './estimate-answer';
import { MAX_LONG_TEXT } from './estimate-form';
import type { EstimateAddressValues, EstimateView } from './estimate-view';

const EMPTY_ADDRESS: EstimateAddressValues = {
  firstname: '',
  lastname: '',
  company: '',
  street: [],
  city: '',
  countryCode: '',
  postcode: '',
  telephone: '',
};

function AddressText({
  address,
  countries,
}: {
  address: EstimateAddressValues | null;
  countries: CountryOption[];
}) {
  const { t } = useTranslation();
  if (!address) return <p className="text-sm text-ink-muted">{t('estimate.delivery.no_address')}</p>;
  const country = countries.find((item) => item.id === address.countryCode)?.name ?? address.countryCode;
  return (
    <address className="text-sm leading-relaxed not-italic" data-testid="estimate-address">
      {[address.firstname, address.lastname].filter(Boolean).join(' ')}
      {address.company ? (
        <>
          <br />
          {address.company}
        </>
      ) : null}
      <br />
      {address.street.filter(Boolean).join(', ')}
      <br />
      {[address.postcode, address.city].filter(Boolean).join(' ')}
      {country ? `, ${country}` : ''}
      <br />
      {address.telephone}
    </address>
  );
}

function AddressForm({
  view,
  countries,
  answer,
}: {
  view: EstimateView;
  countries: CountryOption[];
  answer?: EstimateAnswer;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'address';
  const mine = answerFor(answer, 'address');
  const values = mine?.values ?? view.address ?? EMPTY_ADDRESS;
  const errors = mine?.errors ?? {};
  return (
    <Form method="post" noValidate className="grid gap-4 xs:grid-cols-2" data-testid="estimate-address-form">
      <input type="hidden" name="intent" value="address" />
      <AddressContactFields values={values} errors={errors} />
      <AddressPlaceFields
        values={values}
        countries={countries}
        errors={errors}
        postcodeRequired={false}
        withRegion={false}
      />
      <div className="space-y-3 xs:col-span-2">
        <FormMessageAlert message={mine?.message} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('estimate.delivery.save_address')}
        </Button>
      </div>
    </Form>
  );
}

function DeliveryInfo({
  view,
  baseCurrency,
  answer,
}: {
  view: EstimateView;
  baseCurrency: string;
  answer?: EstimateAnswer;
}) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const busy = useNavigation().formData?.get('intent') === 'delivery';
  const mine = answerFor(answer, 'delivery');
  if (!view.permissions.editDelivery) {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="estimate-delivery-info">
        <dt className="text-ink-muted">{t('estimate.delivery.description')}</dt>
        <dd className="whitespace-pre-line break-words">
          {view.delivery.description || t('estimate.delivery.none')}
        </dd>
        <dt className="text-ink-muted">{t('estimate.delivery.cost')}</dt>
        <dd>
          {view.delivery.cost ? <EstimateMoney range={view.delivery.cost} /> : t('estimate.delivery.not_set')}
        </dd>
      </dl>
    );
  }
  return (
    <Form method="post" noValidate className="space-y-4" data-testid="estimate-delivery-form">
      <input type="hidden" name="intent" value="delivery" />
      <TextAreaField
        label={t('estimate.delivery.description')}
        name="delivery_description"
        rows={3}
        maxLength={MAX_LONG_TEXT}
        defaultValue={mine?.values.description ?? view.delivery.description}
        error={error(mine?.errors.description)}
      />
      <TextField
        label={
          baseCurrency
            ? t('estimate.delivery.cost_in', { currency: baseCurrency })
            : t('estimate.delivery.cost')
        }
        name="delivery_cost"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={mine?.values.cost ?? (view.delivery.cost ? String(view.delivery.cost.value) : '')}
        hint={t('estimate.delivery.cost_hint')}
        error={error(mine?.errors.cost)}
        className="max-w-xs"
      />
      <FormMessageAlert message={mine?.message} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {t('estimate.delivery.save_info')}
      </Button>
    </Form>
  );
}

export function EstimateDelivery({
  view,
  countries,
  baseCurrency,
  answer,
  editable = true,
}: {
  view: EstimateView;
  countries: CountryOption[];
  baseCurrency: string;
  answer?: EstimateAnswer;
  editable?: boolean;
}) {
  const { t } = useTranslation();
  const shown = editable
    ? view
    : { ...view, permissions: { ...view.permissions, editDetails: false, editDelivery: false } };
  return (
    <div className="space-y-6">
      <div>
        <h3 className="mb-3 text-sm font-medium text-ink-muted">{t('estimate.delivery.address')}</h3>
        {shown.permissions.editDetails ? (
          <AddressForm view={shown} countries={countries} answer={answer} />
        ) : (
          <AddressText address={view.address} countries={countries} />
        )}
      </div>
      <div>
        <h3 className="mb-3 text-sm font-medium text-ink-muted">{t('estimate.delivery.info')}</h3>
        <DeliveryInfo view={shown} baseCurrency={baseCurrency} answer={answer} />
      </div>
    </div>
  );
}
