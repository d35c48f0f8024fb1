import type { RequestContext } from '../../shared/context.ts';
import { placeOrder } from '../../workflows/place-order.ts';
import type { CustomerParent } from '../customer/customer-view.ts';
import { customerOrders, type OrdersArgs, placedOrderView } from './service.ts';

export const salesResolvers = {
  Mutation: {
    placeOrder: async (_: unknown, args: { input?: { cart_id?: string } | null }, ctx: RequestContext) => {
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
    orders: (parent: CustomerParent, args: OrdersArgs, ctx: RequestContext) =>
      customerOrders(ctx, parent.id, args),
  },
  OrderItemInterface: { __resolveType: () => 'OrderItem' },
};
