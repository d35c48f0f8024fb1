// The payment method step: the methods the website region allows for this cart, each with its
// prompt (instructions, payable-to, a note that the card is paid on the provider's page).
import { useTranslation } from '~/i18n/react';
import type { FieldError } from '~/lib/form-messages';
import type { CheckoutCart, PaymentMethod } from './checkout-types';
import { MethodChoiceForm } from './MethodChoiceForm';

function promptOf(cart: CheckoutCart, code: string) {
  return cart.available_payment_methods?.find((method) => method?.code === code)?.prompt_message ?? null;
}

export function paymentSummary(cart: CheckoutCart) {
  const selected = cart.selected_payment_method;
  if (!selected) return null;
  const prompt = promptOf(cart, selected.code);
  return (
    <>
      <p>{selected.title}</p>
      {prompt ? <p className="mt-1 whitespace-pre-line text-ink-muted">{prompt}</p> : null}
    </>
  );
}

export function PaymentStep({
  cart,
  methods,
  error,
}: {
  cart: CheckoutCart;
  methods: PaymentMethod[];
  error?: FieldError;
}) {
  const { t } = useTranslation();
  return (
    <MethodChoiceForm
      intent="payment-method"
      name="payment_method"
      legend={t('checkout.steps.payment_method')}
      choices={methods.map((method) => ({
        value: method.code,
        title: method.title,
        prompt: method.prompt_message,
      }))}
      selected={cart.selected_payment_method?.code ?? ''}
      error={error}
      empty={t('checkout.payment.none')}
    />
  );
}
