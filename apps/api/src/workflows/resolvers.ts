// The mutations that run a workflow: placeOrder runs place-order.ts, then answers the order as
// sales shows it; createPaypalExpressToken runs paypal-express-token.ts; deleteProject runs
// delete-project.ts; cartToEstimate and proposalToCart run cart-to-estimate.ts and
// proposal-to-cart.ts and answer the cart and the estimate.
import type { Resolvers } from '../generated/resolvers-types.ts';
import { placedOrderView } from '../modules/sales/service.ts';
import { cartToEstimate } from './cart-to-estimate.ts';
import { deleteProject } from './delete-project.ts';
import { createPaypalExpressToken } from './paypal-express-token.ts';
import { placeOrder } from './place-order.ts';
import { proposalToCart } from './proposal-to-cart.ts';

export const workflowResolvers = {
  Mutation: {
    deleteProject: (_, args, ctx) => deleteProject(ctx, args.project_id),
    cartToEstimate: (_, args, ctx) => cartToEstimate(ctx, args),
    proposalToCart: (_, args, ctx) => proposalToCart(ctx, args.id, args.cartId),
    createPaypalExpressToken: (_, args, ctx) => createPaypalExpressToken(ctx, args.input),
    placeOrder: async (_, args, ctx) => {
      const result = await placeOrder(ctx, args.input?.cart_id);
      if (result.orderId === null) return { errors: result.errors, order: null, orderV2: null };
      const view = await placedOrderView(ctx, result.orderId);
      return {
        errors: [],
        order: view
          ? { order_number: view.number, order_id: view.number, redirect_url: result.redirectUrl }
          : null,
        orderV2: view,
      };
    },
  },
} satisfies Resolvers;
