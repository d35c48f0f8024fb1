// The address book: thin resolvers, one service call each.
import type { RequestContext } from '../../shared/context.ts';
import type { CustomerParent } from '../customer/customer-view.ts';
import {
  createCustomerAddress,
  customerAddresses,
  defaultAddressId,
  deleteCustomerAddress,
  updateCustomerAddress,
} from './service.ts';
import type { AddressInput } from './validation.ts';

export const customerAddressResolvers = {
  Customer: {
    addresses: (parent: CustomerParent, _: unknown, ctx: RequestContext) => customerAddresses(ctx, parent),
    default_billing: (parent: CustomerParent, _: unknown, ctx: RequestContext) =>
      defaultAddressId(ctx, parent, 'billing'),
    default_shipping: (parent: CustomerParent, _: unknown, ctx: RequestContext) =>
      defaultAddressId(ctx, parent, 'shipping'),
  },
  Mutation: {
    createCustomerAddress: (_: unknown, args: { input: AddressInput }, ctx: RequestContext) =>
      createCustomerAddress(ctx, args.input),
    updateCustomerAddress: (
      _: unknown,
      args: { id: number; input?: AddressInput | null },
      ctx: RequestContext,
    ) => updateCustomerAddress(ctx, args.id, args.input),
    deleteCustomerAddress: (_: unknown, args: { id: number }, ctx: RequestContext) =>
      deleteCustomerAddress(ctx, args.id),
  },
};
