// The shipping and billing addresses of a cart (setShippingAddressesOnCart,
// setBillingAddressOnCart): a new address or one of the customer's saved ones. A new shipping
// address drops the shipping method chosen for the old one; a billing address set with
// same_as_shipping follows later changes of the shipping address.
import type {
  SetBillingAddressOnCartInput,
  SetShippingAddressesOnCartInput,
  ShippingAddressInput,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import { addressBookValues, cartAddressValues } from './address-input.ts';
import { ensureGuestCheckout } from './cart-access.ts';
import { changeCart } from './cart-change.ts';
import { type CartState, isVirtualCart } from './cart-state.ts';
import type { CartView } from './cart-view.ts';
import { type CartAddressValues, saveAddress } from './store.ts';

/** Magento 2.4.7's answer to a shipping address for a cart of virtual products only. */
export const NO_ITEMS_FOR_SHIPMENT =
  'Shipping address is not allowed on cart: cart contains no items for shipment.';

/** A new address or a saved one: what ShippingAddressInput and BillingAddressInput share. */
type AddressChoice = Pick<ShippingAddressInput, 'address' | 'customer_address_id'>;

async function chosenAddress(
  scoped: RequestContext,
  choice: AddressChoice,
  kind: 'shipping' | 'billing',
): Promise<CartAddressValues> {
  const hasId = choice.customer_address_id != null;
  if (hasId && choice.address) {
    throw inputError(
      `The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`,
    );
  }
  if (hasId) {
    if (!scoped.customer) throw authorizationError(NOT_AUTHORIZED);
    return addressBookValues(scoped, scoped.db, choice.customer_address_id as number);
  }
  if (!choice.address) {
    throw inputError(
      kind === 'shipping'
        ? 'The shipping address must contain either "customer_address_id" or "address".'
        : 'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
    );
  }
  return cartAddressValues(scoped, scoped.db, choice.address, scoped.customer !== null);
}

/** Writes the shipping address; a billing address that is "same as shipping" is rewritten with it. */
async function writeShipping(scoped: RequestContext, state: CartState, values: CartAddressValues) {
  await saveAddress(scoped.db, state.cart.id, 'shipping', { ...values, carrierCode: null, methodCode: null });
  if (state.billing?.sameAsShipping) {
    await saveAddress(scoped.db, state.cart.id, 'billing', {
      ...values,
      customerNotes: null,
      sameAsShipping: true,
      saveInAddressBook: false,
    });
  }
}

export async function setShippingAddressesOnCart(
  ctx: RequestContext,
  input: Partial<SetShippingAddressesOnCartInput>,
): Promise<{ cart: CartView }> {
  const { view } = await changeCart(ctx, input.cart_id, async (scoped, state) => {
    ensureGuestCheckout(scoped, state.cart);
    const addresses = (input.shipping_addresses ?? []).filter((a) => a !== null);
    if (addresses.length === 0) throw inputError('Required parameter "shipping_addresses" is missing');
    if (addresses.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
    if (isVirtualCart(state)) throw inputError(NO_ITEMS_FOR_SHIPMENT);
    const [choice] = addresses as ShippingAddressInput[];
    const values = await chosenAddress(scoped, choice ?? {}, 'shipping');
    const notes = choice?.customer_notes?.trim() || null;
    await writeShipping(scoped, state, { ...values, customerNotes: notes });
  });
  return { cart: view };
}

export async function setBillingAddressOnCart(
  ctx: RequestContext,
  input: Partial<SetBillingAddressOnCartInput>,
): Promise<{ cart: CartView }> {
  const { view } = await changeCart(ctx, input.cart_id, async (scoped, state) => {
    ensureGuestCheckout(scoped, state.cart);
    const billing = input.billing_address ?? {};
    if (billing.same_as_shipping) {
      if (!state.shipping || isVirtualCart(state)) {
        throw inputError(
          'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
        );
      }
      const { id: _id, cartId: _cart, kind: _kind, ...shipping } = state.shipping;
      await saveAddress(scoped.db, state.cart.id, 'billing', {
        ...shipping,
        customerNotes: null,
        carrierCode: null,
        methodCode: null,
        saveInAddressBook: false,
        sameAsShipping: true,
      });
      return;
    }
    const values = await chosenAddress(scoped, billing, 'billing');
    await saveAddress(scoped.db, state.cart.id, 'billing', values);
    // A virtual cart is not shipped: its billing address is not copied to a shipping one.
    if (billing.use_for_shipping && !isVirtualCart(state))
      await writeShipping(scoped, { ...state, billing: undefined }, values);
  });
  return { cart: view };
}
