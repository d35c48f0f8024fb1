// Carts: thin resolvers, one service call each.
import type {
  BundleCartItemResolvers,
  ConfigurableCartItemResolvers,
  Resolvers,
  ShippingCartAddressResolvers,
  SimpleCartItemResolvers,
  VirtualCartItemResolvers,
} from '../../generated/resolvers-types.ts';
import {
  addDownloadableProductsToCart,
  addProductsOrFail,
  addProductsToCart,
  bundleLineInput,
  configurableLineInput,
  simpleLineInput,
} from './add-items.ts';
import {
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
import {
  allItems,
  appliedCoupons,
  cartEmail,
  cartPrices,
  isVirtual,
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
import { applyGiftCardToCart, giftCardAccount, removeGiftCardFromCart } from './gift-cards.ts';
import { setGiftOptionsOnCart } from './gift-options.ts';
import {
  configuredVariant,
  isAvailable,
  itemBundleOptions,
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

/** The fields every cart item type resolves alike (their parent is the same ItemView). */
const itemFields = {
  prices: (item, _, ctx) => itemPrices(ctx, item),
  discount: (item, _, ctx) => itemDiscount(ctx, item),
  errors: (item, _, ctx) => itemErrors(ctx, item),
  is_available: (item, _, ctx) => isAvailable(ctx, item),
  customizable_options: (item, _, ctx) => itemCustomizableOptions(ctx, item),
} satisfies SimpleCartItemResolvers &
  ConfigurableCartItemResolvers &
  VirtualCartItemResolvers &
  BundleCartItemResolvers;

/** The fields both cart address types resolve alike (their parent is the same AddressView). */
const addressFields = {
  country: (address, _, ctx) => addressCountry(ctx, address),
  region: (address, _, ctx) => addressRegion(ctx, address),
} satisfies ShippingCartAddressResolvers;

export const cartResolvers = {
  Query: {
    cart: (_, args, ctx) => cartById(ctx, args.cart_id),
    customerCart: (_, __, ctx) => customerCart(ctx),
    giftCardAccount: (_, args, ctx) => giftCardAccount(ctx, args.input),
  },
  Mutation: {
    createEmptyCart: (_, args, ctx) => createEmptyCart(ctx, args.input),
    createGuestCart: (_, args, ctx) => createGuestCart(ctx, args.input),
    addSimpleProductsToCart: (_, args, ctx) =>
      addProductsOrFail(ctx, args.input?.cart_id, (args.input?.cart_items ?? []).map(simpleLineInput)),
    addConfigurableProductsToCart: (_, args, ctx) =>
      addProductsOrFail(ctx, args.input?.cart_id, (args.input?.cart_items ?? []).map(configurableLineInput)),
    addVirtualProductsToCart: (_, args, ctx) =>
      addProductsOrFail(ctx, args.input?.cart_id, (args.input?.cart_items ?? []).map(simpleLineInput)),
    addBundleProductsToCart: (_, args, ctx) =>
      addProductsOrFail(ctx, args.input?.cart_id, (args.input?.cart_items ?? []).map(bundleLineInput)),
    addDownloadableProductsToCart: (_, args, ctx) => addDownloadableProductsToCart(ctx, args.input),
    addProductsToCart: (_, args, ctx) => addProductsToCart(ctx, args.cartId, args.cartItems),
    updateCartItems: (_, args, ctx) => updateCartItems(ctx, args.input),
    removeItemFromCart: (_, args, ctx) => removeItemFromCart(ctx, args.input),
    // An input left out reaches the service as an empty one, which names no cart.
    setGuestEmailOnCart: (_, args, ctx) => setGuestEmailOnCart(ctx, args.input ?? {}),
    setShippingAddressesOnCart: (_, args, ctx) => setShippingAddressesOnCart(ctx, args.input ?? {}),
    setBillingAddressOnCart: (_, args, ctx) => setBillingAddressOnCart(ctx, args.input ?? {}),
    setShippingMethodsOnCart: (_, args, ctx) => setShippingMethodsOnCart(ctx, args.input ?? {}),
    setPaymentMethodOnCart: (_, args, ctx) => setPaymentMethodOnCart(ctx, args.input ?? {}),
    applyCouponToCart: (_, args, ctx) => applyCouponToCart(ctx, args.input ?? {}),
    removeCouponFromCart: (_, args, ctx) => removeCouponFromCart(ctx, args.input ?? {}),
    addCommentToCart: (_, args, ctx) => addCommentToCart(ctx, args.input),
    setGiftOptionsOnCart: (_, args, ctx) => setGiftOptionsOnCart(ctx, args.input ?? {}),
    applyGiftCardToCart: (_, args, ctx) => applyGiftCardToCart(ctx, args.input ?? {}),
    removeGiftCardFromCart: (_, args, ctx) => removeGiftCardFromCart(ctx, args.input ?? {}),
    mergeCarts: (_, args, ctx) => mergeCarts(ctx, args.source_cart_id, args.destination_cart_id),
    assignCustomerToGuestCart: (_, args, ctx) => assignCustomerToGuestCart(ctx, args.cart_id),
  },
  Cart: {
    id: (cart) => cart.row.maskedId,
    email: (cart, _, ctx) => cartEmail(ctx, cart.row),
    is_virtual: (cart) => isVirtual(cart),
    comment: (cart) => cart.row.comment,
    telephone_message: () => null,
    need_estimate_cart: () => false,
    created_by_estimate: (cart) => cart.row.estimateId !== null,
    estimate_id: (cart) => cart.row.estimateId,
    total_quantity: (cart) => totalQuantity(cart),
    items: (cart) => allItems(cart),
    itemsV2: (cart, args, ctx) => itemsPage(ctx, cart, args),
    prices: (cart, _, ctx) => cartPrices(ctx, cart),
    applied_coupons: (cart, _, ctx) => appliedCoupons(ctx, cart),
    applied_coupon: async (cart, _, ctx) => (await appliedCoupons(ctx, cart))?.[0] ?? null,
    available_payment_methods: (cart, _, ctx) => paymentMethods(ctx, cart),
    selected_payment_method: (cart, _, ctx) => selectedPaymentMethod(ctx, cart),
    shipping_addresses: (cart) => shippingAddresses(cart),
    billing_address: (cart) => billingAddress(cart),
    gift_message: (cart) => cart.row.giftMessage ?? null,
    gift_receipt_included: (cart) => cart.row.giftReceiptIncluded,
    printed_card_included: (cart) => cart.row.printedCardIncluded,
    gift_wrapping: () => null,
    available_gift_wrappings: () => [],
    // Atrium issues no gift cards (gift-cards.ts): none can be applied.
    applied_gift_cards: () => [],
  },
  CartItemInterface: { __resolveType: (item) => item.__typename },
  SimpleCartItem: itemFields,
  VirtualCartItem: itemFields,
  BundleCartItem: {
    ...itemFields,
    bundle_options: (item, _, ctx) => itemBundleOptions(ctx, item),
  },
  ConfigurableCartItem: {
    ...itemFields,
    configured_variant: (item) => configuredVariant(item),
    configurable_options: (item, _, ctx) => itemConfigurableOptions(ctx, item),
  },
  CartAddressInterface: {
    __resolveType: (address) =>
      address.row.kind === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress',
  },
  ShippingCartAddress: {
    ...addressFields,
    available_shipping_methods: (address, _, ctx) => availableShippingMethods(ctx, address),
    selected_shipping_method: (address, _, ctx) => selectedShippingMethod(ctx, address),
    cart_items_v2: (address) => addressItems(address),
    cart_items: (address) => addressItemQuantities(address),
    items_weight: (address, _, ctx) => itemsWeight(ctx, address),
  },
  BillingCartAddress: addressFields,
} satisfies Resolvers;
