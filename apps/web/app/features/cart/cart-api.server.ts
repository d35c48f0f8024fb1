// The cart's GraphQL operations; those that answer a cart select the CartFields fragment.

import {
  AddCommentToCartDocument,
  AddProductsToCartDocument,
  ApplyCouponToCartDocument,
  CartDetailsDocument,
  type CartItemInput,
  CreateEmptyCartDocument,
  CustomerCartIdDocument,
  MergeCartsDocument,
  RemoveCouponFromCartDocument,
  RemoveItemFromCartDocument,
  SetGiftOptionsOnCartDocument,
  UpdateCartItemsDocument,
} from '~/lib/graphql/generated';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';

/** The cart page's gift options: the message (null clears it) and the gift receipt. */
export interface GiftOptionsInput {
  message: { to: string; from: string; message: string } | null;
  receipt: boolean;
}

/** One product with its selected or entered options (Magento's CartItemInput). */
export type { CartItemInput };

export const cartApi = {
  cart: (scope: ScopeHeaders, cartId: string) =>
    requestGraphQL(CartDetailsDocument, { scope, variables: { cartId } }),
  customerCartId: (scope: ScopeHeaders) => requestGraphQL(CustomerCartIdDocument, { scope }),
  createEmptyCart: (scope: ScopeHeaders) => requestGraphQL(CreateEmptyCartDocument, { scope }),
  addProducts: (scope: ScopeHeaders, cartId: string, items: CartItemInput[]) =>
    requestGraphQL(AddProductsToCartDocument, { scope, variables: { cartId, items } }),
  updateQuantity: (scope: ScopeHeaders, cartId: string, itemUid: string, quantity: number) =>
    requestGraphQL(UpdateCartItemsDocument, {
      scope,
      variables: { cartId, items: [{ cart_item_uid: itemUid, quantity }] },
    }),
  removeItem: (scope: ScopeHeaders, cartId: string, itemUid: string) =>
    requestGraphQL(RemoveItemFromCartDocument, { scope, variables: { cartId, itemUid } }),
  applyCoupon: (scope: ScopeHeaders, cartId: string, code: string) =>
    requestGraphQL(ApplyCouponToCartDocument, { scope, variables: { cartId, code } }),
  removeCoupon: (scope: ScopeHeaders, cartId: string) =>
    requestGraphQL(RemoveCouponFromCartDocument, { scope, variables: { cartId } }),
  addComment: (scope: ScopeHeaders, cartId: string, comment: string) =>
    requestGraphQL(AddCommentToCartDocument, { scope, variables: { cartId, comment } }),
  setGiftOptions: (scope: ScopeHeaders, cartId: string, gift: GiftOptionsInput) =>
    requestGraphQL(SetGiftOptionsOnCartDocument, {
      scope,
      variables: { cartId, giftMessage: gift.message, giftReceiptIncluded: gift.receipt },
    }),
  mergeCarts: (scope: ScopeHeaders, source: string, destination: string) =>
    requestGraphQL(MergeCartsDocument, { scope, variables: { source, destination } }),
};
