// The last step: what will be ordered is in the summary beside it; placing the order sends the
// shopper to the confirmation, or for a redirect payment to the provider's page first.

import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/Button';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import type { CheckoutCart } from './checkout-types';

export function ReviewStep({ cart }: { cart: CheckoutCart }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place-order';
  const total = cart.prices?.grand_total;
  return (
    <Form method="post" className="space-y-4" data-testid="place-order-form">
      <input type="hidden" name="intent" value="place-order" />
      {total?.value != null && total.currency ? (
        <p className="text-sm">
          {t('checkout.review.total')}{' '}
          <Price money={{ value: total.value, currency: total.currency }} className="text-lg font-medium" />
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">{t('checkout.review.terms')}</p>
      <Button type="submit" variant="accent" disabled={busy} className="w-full xs:w-auto">
        {busy ? t('checkout.review.placing') : t('checkout.review.place_order')}
      </Button>
    </Form>
  );
}
