import type { Resolvers } from '../../generated/resolvers-types.ts';
import { placeOrder } from '../../workflows/place-order.ts';
import { customerOrders, placedOrderView } from './service.ts';

export const salesResolvers = {
  Mutation: {
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
  Customer: {
    orders: (parent, args, ctx) => customerOrders(ctx, parent.id, args),
  },
  OrderItemInterface: { __resolveType: () => 'OrderItem' },
} satisfies Resolvers;
