// Carts: thin resolvers, one service call each.
import type { RequestContext } from '../../shared/context.ts';
import { addProductsOrFail, addProductsToCart, configurableLineInput, simpleLineInput } from './add-items.ts';
import {
  type AddressView,
  addressCountry,
  addressItemQuantities,
  addressItems,
  addressRegion,
  availableShippingMethods,
  billingAddress,
  itemsWeight,
  selectedShippingMethod,
  shippingAddresses,
} from './address-view.ts';
import type { CartLineInput } from './cart-line.ts';
import {
  allItems,
  appliedCoupons,
  type CartView,
  cartEmail,
  cartPrices,
  paymentMethods,
  selectedPaymentMethod,
  totalQuantity,
} from './cart-view.ts';
import { cartById, createEmptyCart, createGuestCart, customerCart } from './carts.ts';
import {
  addCommentToCart,
  applyCouponToCart,
  removeCouponFromCart,
  setGuestEmailOnCart,
  setPaymentMethodOnCart,
  setShippingMethodsOnCart,
} from './checkout-steps.ts';
import {
  configuredVariant,
  type ItemView,
  isAvailable,
  itemConfigurableOptions,
  itemCustomizableOptions,
  itemDiscount,
  itemErrors,
  itemPrices,
} from './item-view.ts';
import { itemsPage } from './items-page.ts';
import { assignCustomerToGuestCart, mergeCarts } from './merge.ts';
import { setBillingAddressOnCart, setShippingAddressesOnCart } from './set-addresses.ts';
import { removeItemFromCart, updateCartItems } from './update-items.ts';

type Ctx = RequestContext;
// biome-ignore lint/suspicious/noExplicitAny: GraphQL input objects, typed by the service functions
type Input = any;

/** A mutation that hands its `input` argument to the service (an empty one when left out). */
const withInput =
  (service: (ctx: Ctx, input: Input) => unknown) => (_: unknown, args: { input?: Input }, ctx: Ctx) =>
    service(ctx, args.input ?? {});

const itemFields = {
  prices: (item: ItemView, _: unknown, ctx: Ctx) => itemPrices(ctx, item),
  discount: (item: ItemView, _: unknown, ctx: Ctx) => itemDiscount(ctx, item),
  errors: (item: ItemView, _: unknown, ctx: Ctx) => itemErrors(ctx, item),
  is_available: (item: ItemView, _: unknown, ctx: Ctx) => isAvailable(ctx, item),
  customizable_options: (item: ItemView, _: unknown, ctx: Ctx) => itemCustomizableOptions(ctx, item),
};

const addressFields = {
  country: (address: AddressView, _: unknown, ctx: Ctx) => addressCountry(ctx, address),
  region: (address: AddressView, _: unknown, ctx: Ctx) => addressRegion(ctx, address),
};

export const cartResolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, ctx: Ctx) => cartById(ctx, args.cart_id),
    customerCart: (_: unknown, __: unknown, ctx: Ctx) => customerCart(ctx),
  },
  Mutation: {
    createEmptyCart: (_: unknown, args: { input?: Input }, ctx: Ctx) => createEmptyCart(ctx, args.input),
    createGuestCart: (_: unknown, args: { input?: Input }, ctx: Ctx) => createGuestCart(ctx, args.input),
    addSimpleProductsToCart: (_: unknown, args: { input?: Input }, ctx: Ctx) =>
      addProductsOrFail(ctx, args.input?.cart_id, (args.input?.cart_items ?? []).map(simpleLineInput)),
    addConfigurableProductsToCart: (_: unknown, args: { input?: Input }, ctx: Ctx) =>
      addProductsOrFail(ctx, args.input?.cart_id, (args.input?.cart_items ?? []).map(configurableLineInput)),
    addProductsToCart: (_: unknown, args: { cartId: string; cartItems: CartLineInput[] }, ctx: Ctx) =>
      addProductsToCart(ctx, args.cartId, args.cartItems),
    updateCartItems: (_: unknown, args: { input?: Input }, ctx: Ctx) => updateCartItems(ctx, args.input),
    removeItemFromCart: (_: unknown, args: { input?: Input }, ctx: Ctx) =>
      removeItemFromCart(ctx, args.input),
    setGuestEmailOnCart: withInput(setGuestEmailOnCart),
    setShippingAddressesOnCart: withInput(setShippingAddressesOnCart),
    setBillingAddressOnCart: withInput(setBillingAddressOnCart),
    setShippingMethodsOnCart: withInput(setShippingMethodsOnCart),
    setPaymentMethodOnCart: withInput(setPaymentMethodOnCart),
    applyCouponToCart: withInput(applyCouponToCart),
    removeCouponFromCart: withInput(removeCouponFromCart),
    addCommentToCart: (_: unknown, args: { input: Input }, ctx: Ctx) => addCommentToCart(ctx, args.input),
    mergeCarts: (
      _: unknown,
      args: { source_cart_id: string; destination_cart_id?: string | null },
      ctx: Ctx,
    ) => mergeCarts(ctx, args.source_cart_id, args.destination_cart_id),
    assignCustomerToGuestCart: (_: unknown, args: { cart_id: string }, ctx: Ctx) =>
      assignCustomerToGuestCart(ctx, args.cart_id),
  },
  Cart: {
    id: (cart: CartView) => cart.row.maskedId,
    email: (cart: CartView, _: unknown, ctx: Ctx) => cartEmail(ctx, cart.row),
    is_virtual: () => false,
    comment: (cart: CartView) => cart.row.comment,
    telephone_message: () => null,
    need_estimate_cart: () => false,
    created_by_estimate: () => false,
    total_quantity: (cart: CartView) => totalQuantity(cart),
    items: (cart: CartView) => allItems(cart),
    itemsV2: (cart: CartView, args: Input, ctx: Ctx) => itemsPage(ctx, cart, args),
    prices: (cart: CartView, _: unknown, ctx: Ctx) => cartPrices(ctx, cart),
    applied_coupons: (cart: CartView, _: unknown, ctx: Ctx) => appliedCoupons(ctx, cart),
    applied_coupon: async (cart: CartView, _: unknown, ctx: Ctx) =>
      (await appliedCoupons(ctx, cart))?.[0] ?? null,
    available_payment_methods: (cart: CartView, _: unknown, ctx: Ctx) => paymentMethods(ctx, cart),
    selected_payment_method: (cart: CartView, _: unknown, ctx: Ctx) => selectedPaymentMethod(ctx, cart),
    shipping_addresses: (cart: CartView) => shippingAddresses(cart),
    billing_address: (cart: CartView) => billingAddress(cart),
  },
  CartItemInterface: { __resolveType: (item: ItemView) => item.__typename },
  SimpleCartItem: itemFields,
  ConfigurableCartItem: {
    ...itemFields,
    configured_variant: (item: ItemView) => configuredVariant(item),
    configurable_options: (item: ItemView, _: unknown, ctx: Ctx) => itemConfigurableOptions(ctx, item),
  },
  CartAddressInterface: {
    __resolveType: (address: AddressView) =>
      address.row.kind === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress',
  },
  ShippingCartAddress: {
    ...addressFields,
    available_shipping_methods: (address: AddressView, _: unknown, ctx: Ctx) =>
      availableShippingMethods(ctx, address),
    selected_shipping_method: (address: AddressView, _: unknown, ctx: Ctx) =>
      selectedShippingMethod(ctx, address),
    cart_items_v2: (address: AddressView) => addressItems(address),
    cart_items: (address: AddressView) => addressItemQuantities(address),
    items_weight: (address: AddressView) => itemsWeight(address),
  },
  BillingCartAddress: addressFields,
};
