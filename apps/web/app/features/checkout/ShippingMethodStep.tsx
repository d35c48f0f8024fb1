// The shipping method step: the cart address's available methods with their price and prompt
// (e.g. a pickup point's hours); a method the carrier cannot offer shows its error and cannot be
// chosen. The code joins carrier and method with "_" (spec §9). Prices follow the store's
// shipping display setting (tax/cart_display/shipping): excluding tax, including it, or both.

import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import { money } from '~/lib/cart/cart-totals';
import { type CartTaxDisplay, shownAmounts, useCartTaxDisplay } from '~/lib/cart/tax-display';
import type { FieldError } from '~/lib/form-messages';
import type { CheckoutCart, ShippingMethod } from './checkout-types';
import { MethodChoiceForm } from './MethodChoiceForm';

export function shippingMethodSummary(cart: CheckoutCart) {
  const selected = cart.shipping_addresses[0]?.selected_shipping_method;
  if (!selected) return null;
  const prompt = cart.shipping_addresses[0]?.available_shipping_methods?.find(
    (method) => method?.carrier_code === selected.carrier_code && method.method_code === selected.method_code,
  )?.prompt_message;
  return (
    <>
      <p>{[selected.carrier_title, selected.method_title].filter(Boolean).join(' — ')}</p>
      {prompt ? <p className="mt-1 whitespace-pre-line text-ink-muted">{prompt}</p> : null}
    </>
  );
}

/** A method's price as the shipping display setting shows it; "Free" when it costs nothing. */
export function ShippingMethodPrice({
  method,
  display,
}: {
  method: ShippingMethod;
  display: CartTaxDisplay;
}) {
  const { t } = useTranslation();
  const excl = money(method.price_excl_tax) ?? money(method.amount);
  const shown = shownAmounts(display.shipping, excl, money(method.price_incl_tax));
  if (shown.length === 0) return null;
  if (shown.every(({ amount }) => amount.value === 0)) return <>{t('checkout.shipping.free')}</>;
  return (
    <>
      {shown.map(({ amount, side }, index) => (
        <span key={side ?? 'only'}>
          {index > 0 ? ' / ' : ''}
          <Price money={amount} />
          {side ? ` ${t(side === 'excl' ? 'cart.excl_tax' : 'cart.incl_tax')}` : ''}
        </span>
      ))}
    </>
  );
}

export function ShippingMethodStep({ cart, error }: { cart: CheckoutCart; error?: FieldError }) {
  const { t } = useTranslation();
  const display = useCartTaxDisplay();
  const address = cart.shipping_addresses[0];
  const selected = address?.selected_shipping_method;
  const choices = (address?.available_shipping_methods ?? []).flatMap((method) => {
    if (!method?.method_code) return [];
    return [
      {
        value: `${method.carrier_code}_${method.method_code}`,
        title: [method.carrier_title, method.method_title].filter(Boolean).join(' — '),
        detail: method.available ? <ShippingMethodPrice method={method} display={display} /> : null,
        prompt: method.prompt_message,
        disabledReason: method.available
          ? null
          : (method.error_message ?? t('checkout.shipping.unavailable')),
      },
    ];
  });
  return (
    <MethodChoiceForm
      intent="shipping-method"
      name="shipping_method"
      legend={t('checkout.steps.shipping_method')}
      choices={choices}
      selected={selected ? `${selected.carrier_code}_${selected.method_code}` : ''}
      error={error}
      empty={t('checkout.shipping.none')}
    />
  );
}
