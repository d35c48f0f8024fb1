import type { Resolvers } from '../../generated/resolvers-types.ts';
import './customer-listener.ts';
import { guestOrderByToken } from './guest-orders.ts';
import { customerOrders } from './service.ts';

// placeOrder writes to several modules: workflows/resolvers.ts answers it.
export const salesResolvers = {
  Query: {
    guestOrderByToken: (_, args, ctx) => guestOrderByToken(ctx, args.input.token),
  },
  Customer: {
    orders: (parent, args, ctx) => customerOrders(ctx, parent.id, args),
  },
  OrderItemInterface: { __resolveType: (item) => item.__typename ?? 'OrderItem' },
  InvoiceItemInterface: { __resolveType: (item) => item.__typename ?? 'InvoiceItem' },
  ShipmentItemInterface: { __resolveType: (item) => item.__typename ?? 'ShipmentItem' },
} satisfies Resolvers;
