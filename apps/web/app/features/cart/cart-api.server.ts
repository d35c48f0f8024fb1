// The cart's GraphQL operations, each with the CartFields fragment where it answers a cart.
import type { z } from 'zod';
import { type GraphQLResult, requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import addComment from './add-comment.graphql?raw';
import addProducts from './add-products-to-cart.graphql?raw';
import applyCoupon from './apply-coupon.graphql?raw';
import cartQuery from './cart.graphql?raw';
import cartFields from './cart-fields.graphql?raw';
import cartPrices from './cart-prices.graphql?raw';
import {
  addCommentSchema,
  addProductsSchema,
  applyCouponSchema,
  cartDetailsSchema,
  createEmptyCartSchema,
  customerCartIdSchema,
  mergeCartsSchema,
  removeCouponSchema,
  removeItemSchema,
  updateItemsSchema,
} from './cart-schema';
import createEmptyCart from './create-empty-cart.graphql?raw';
import customerCartId from './customer-cart-id.graphql?raw';
import mergeCarts from './merge-carts.graphql?raw';
import removeItem from './remove-cart-item.graphql?raw';
import removeCoupon from './remove-coupon.graphql?raw';
import updateItems from './update-cart-items.graphql?raw';

const withCartFields = (operation: string) => `${operation}\n${cartFields}\n${cartPrices}`;

function call<S extends z.ZodType>(
  scope: ScopeHeaders,
  query: string,
  schema: S,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResult<z.output<S>>> {
  return requestGraphQL({ query, schema, variables, scope });
}

/** One selected or entered option of an item (Magento's CartItemInput). */
export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: { uid: string; value: string }[];
}

export const cartApi = {
  cart: (scope: ScopeHeaders, cartId: string) =>
    call(scope, withCartFields(cartQuery), cartDetailsSchema, { cartId }),
  customerCartId: (scope: ScopeHeaders) => call(scope, customerCartId, customerCartIdSchema),
  createEmptyCart: (scope: ScopeHeaders) => call(scope, createEmptyCart, createEmptyCartSchema),
  addProducts: (scope: ScopeHeaders, cartId: string, items: CartItemInput[]) =>
    call(scope, withCartFields(addProducts), addProductsSchema, { cartId, items }),
  updateQuantity: (scope: ScopeHeaders, cartId: string, itemUid: string, quantity: number) =>
    call(scope, withCartFields(updateItems), updateItemsSchema, {
      cartId,
      items: [{ cart_item_uid: itemUid, quantity }],
    }),
  removeItem: (scope: ScopeHeaders, cartId: string, itemUid: string) =>
    call(scope, withCartFields(removeItem), removeItemSchema, { cartId, itemUid }),
  applyCoupon: (scope: ScopeHeaders, cartId: string, code: string) =>
    call(scope, withCartFields(applyCoupon), applyCouponSchema, { cartId, code }),
  removeCoupon: (scope: ScopeHeaders, cartId: string) =>
    call(scope, withCartFields(removeCoupon), removeCouponSchema, { cartId }),
  addComment: (scope: ScopeHeaders, cartId: string, comment: string) =>
    call(scope, withCartFields(addComment), addCommentSchema, { cartId, comment }),
  mergeCarts: (scope: ScopeHeaders, source: string, destination: string) =>
    call(scope, mergeCarts, mergeCartsSchema, { source, destination }),
};
