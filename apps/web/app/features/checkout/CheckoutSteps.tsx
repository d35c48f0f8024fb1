// The checkout's steps, each in its state (done with a summary, current with its form, upcoming).
import { useTranslation } from '~/i18n/react';
import { AddressStepForm } from './AddressStepForm';
import { CheckoutStepFrame, type StepStatus } from './CheckoutStepFrame';
import { cartAddressValues, NEW_ADDRESS } from './cart-address-form';
import { cartAddressLines } from './cart-address-view';
import type { CheckoutActionData } from './checkout-action.server';
import type { CheckoutPageData } from './checkout-page.server';
import { checkoutPaths } from './checkout-paths';
import type { CheckoutStep } from './checkout-state';
import type { CartAddress } from './checkout-types';
import { EmailStepForm } from './EmailStepForm';
import { PaymentStep, paymentSummary } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { ShippingMethodStep, shippingMethodSummary } from './ShippingMethodStep';

const TITLE_KEYS: Record<CheckoutStep, string> = {
  email: 'checkout.steps.email',
  'shipping-address': 'checkout.steps.shipping_address',
  'shipping-method': 'checkout.steps.shipping_method',
  'billing-address': 'checkout.steps.billing_address',
  'payment-method': 'checkout.steps.payment_method',
  review: 'checkout.steps.review',
};

function AddressSummary({ lines }: { lines: string[] }) {
  return (
    <address className="leading-relaxed not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

export function CheckoutSteps({
  data,
  answer,
}: {
  data: CheckoutPageData;
  answer: CheckoutActionData | undefined;
}) {
  const { t } = useTranslation();
  const { cart, state } = data;
  const shipping = cart.shipping_addresses[0] ?? null;
  const answered = (step: CheckoutStep) => (answer?.step === step ? answer : undefined);
  const statusOf = (step: CheckoutStep): StepStatus => {
    const index = state.steps.indexOf(step);
    if (index === state.currentStepIndex) return 'current';
    return index < state.currentStepIndex || (step !== 'review' && isDone(step)) ? 'done' : 'upcoming';
  };
  const isDone = (step: CheckoutStep) =>
    ({
      email: state.emailValid,
      'shipping-address': state.validity.shippingAddress,
      'shipping-method': state.validity.shippingMethod,
      'billing-address': state.validity.billingAddress,
      'payment-method': state.validity.paymentMethod,
      review: false,
    })[step];
  const defaultChoice = (
    savedId: number | null,
    hasCartAddress: boolean,
    defaultFlag: 'isDefaultShipping' | 'isDefaultBilling',
  ) => {
    if (savedId != null) return String(savedId);
    if (hasCartAddress) return NEW_ADDRESS;
    return String(
      data.savedAddresses.find((address) => address[defaultFlag])?.id ??
        data.savedAddresses[0]?.id ??
        NEW_ADDRESS,
    );
  };
  const addressValues = (step: CheckoutStep, address: CartAddress | null, save: boolean) => {
    const posted = answered(step)?.values;
    const base = cartAddressValues(address, data.defaultCountry, save);
    const filled = address ? base : { ...base, ...data.customerName };
    return posted ? { ...filled, ...posted, street: posted.street ?? filled.street } : filled;
  };

  const body: Record<CheckoutStep, { summary?: React.ReactNode; form: React.ReactNode }> = {
    email: {
      summary: cart.email,
      form: (
        <EmailStepForm
          email={answered('email')?.values?.email ?? cart.email ?? ''}
          error={answered('email')?.errors?.email}
        />
      ),
    },
    'shipping-address': {
      summary: shipping ? <AddressSummary lines={cartAddressLines(shipping)} /> : null,
      form: (
        <AddressStepForm
          intent="shipping-address"
          savedAddresses={data.savedAddresses}
          initialChoice={defaultChoice(
            state.customerShippingAddressId,
            Boolean(state.newShippingAddress),
            'isDefaultShipping',
          )}
          values={addressValues('shipping-address', state.newShippingAddress, state.saveShippingAddress)}
          countries={data.countries}
          errors={answered('shipping-address')?.errors ?? {}}
          canSave={!data.isGuest}
        />
      ),
    },
    'shipping-method': {
      summary: shippingMethodSummary(cart),
      form: <ShippingMethodStep cart={cart} error={answered('shipping-method')?.errors?.method} />,
    },
    'billing-address': {
      summary: state.sameAsShipping ? (
        t('checkout.billing.same_as_shipping_summary')
      ) : cart.billing_address ? (
        <AddressSummary lines={cartAddressLines(cart.billing_address)} />
      ) : null,
      form: (
        <AddressStepForm
          intent="billing-address"
          savedAddresses={data.savedAddresses}
          initialChoice={defaultChoice(
            state.customerBillingAddressId,
            Boolean(state.newBillingAddress),
            'isDefaultBilling',
          )}
          values={addressValues('billing-address', state.newBillingAddress, state.saveBillingAddress)}
          countries={data.countries}
          errors={answered('billing-address')?.errors ?? {}}
          canSave={!data.isGuest}
          sameAsShipping={
            cart.is_virtual
              ? undefined
              : (answered('billing-address')?.values?.sameAsShipping ?? state.sameAsShipping)
          }
        />
      ),
    },
    'payment-method': {
      summary: paymentSummary(cart),
      form: (
        <PaymentStep
          cart={cart}
          methods={state.allowedPaymentMethods}
          error={answered('payment-method')?.errors?.method}
        />
      ),
    },
    review: { form: <ReviewStep cart={cart} /> },
  };

  return (
    <ol className="space-y-4" data-testid="checkout-steps" data-current-step={state.currentStep}>
      {state.steps.map((step, index) => (
        <li key={step}>
          <CheckoutStepFrame
            step={step}
            number={index + 1}
            title={t(TITLE_KEYS[step])}
            status={statusOf(step)}
            editHref={checkoutPaths.checkout(data.website, step)}
            summary={body[step].summary}
            message={answered(step)?.message}
          >
            {body[step].form}
          </CheckoutStepFrame>
        </li>
      ))}
    </ol>
  );
}
