// The cart as the checkout reads it (checkout-cart.graphql), named for the checkout's modules. The
// types come from the generated operation types (ADR 0027): a field the fragment does not select
// does not exist here.
import type { CheckoutAddressFragment, CheckoutCartFragment } from '~/lib/graphql/generated';
import type { ListItem } from '~/lib/graphql/types';

export type CheckoutCart = CheckoutCartFragment;
export type CheckoutCartItem = ListItem<CheckoutCart['items']>;
export type CartAddress = CheckoutAddressFragment;
export type ShippingAddress = ListItem<CheckoutCart['shipping_addresses']>;
export type ShippingMethod = ListItem<ShippingAddress['available_shipping_methods']>;
export type PaymentMethod = ListItem<CheckoutCart['available_payment_methods']>;
