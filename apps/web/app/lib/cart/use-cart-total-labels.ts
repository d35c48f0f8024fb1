import { useTranslation } from '~/i18n/react';
import type { CartTotalLabels } from './cart-total-rows';

/** The totals' labels in the shopper's language: the cart page's or the order summary's words. */
export function useCartTotalLabels(section: 'cart' | 'checkout.summary'): CartTotalLabels {
  const { t } = useTranslation();
  return {
    subtotal: t(`${section}.subtotal`),
    discount: t(`${section}.discount`),
    tax: t(`${section}.tax`),
    grandTotal: t(`${section}.grand_total`),
    taxIncluded: (label) => t('cart.tax_included', { label }),
  };
}
