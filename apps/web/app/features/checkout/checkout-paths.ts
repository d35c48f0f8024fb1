// Paths of the checkout (spec §2: /checkout, /checkout/success) and the return from a provider page.
export const checkoutPaths = {
  checkout: (website: string, step?: string) => `/${website}/checkout${step ? `?step=${step}` : ''}`,
  success: (website: string, orderNumber: string) =>
    `/${website}/checkout/success?order_number=${encodeURIComponent(orderNumber)}`,
  cart: (website: string) => `/${website}/checkout/cart`,
};
