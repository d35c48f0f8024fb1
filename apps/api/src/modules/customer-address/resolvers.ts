// The address book: thin resolvers, one service call each.
import type { Resolvers } from '../../generated/resolvers-types.ts';
import {
  createCustomerAddress,
  customerAddresses,
  defaultAddressId,
  deleteCustomerAddress,
  updateCustomerAddress,
} from './service.ts';

export const customerAddressResolvers = {
  Customer: {
    addresses: (parent, _, ctx) => customerAddresses(ctx, parent),
    default_billing: (parent, _, ctx) => defaultAddressId(ctx, parent, 'billing'),
    default_shipping: (parent, _, ctx) => defaultAddressId(ctx, parent, 'shipping'),
  },
  Mutation: {
    createCustomerAddress: (_, args, ctx) => createCustomerAddress(ctx, args.input),
    updateCustomerAddress: (_, args, ctx) => updateCustomerAddress(ctx, args.id, args.input),
    deleteCustomerAddress: (_, args, ctx) => deleteCustomerAddress(ctx, args.id),
  },
} satisfies Resolvers;
