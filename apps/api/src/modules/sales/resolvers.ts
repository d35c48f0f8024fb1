import type { Resolvers } from '../../generated/resolvers-types.ts';
import { customerOrders } from './service.ts';

// placeOrder writes to several modules: workflows/resolvers.ts answers it.
export const salesResolvers = {
  Customer: {
    orders: (parent, args, ctx) => customerOrders(ctx, parent.id, args),
  },
  OrderItemInterface: { __resolveType: () => 'OrderItem' },
} satisfies Resolvers;
