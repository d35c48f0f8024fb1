// Customer accounts: thin resolvers, one service call each.
import type { RequestContext } from '../../shared/context.ts';
import {
  type CustomerFieldsInput,
  createCustomer,
  currentCustomer,
  isEmailAvailable,
  updateCustomer,
  updateCustomerEmail,
} from './account-service.ts';
import { changeCustomerPassword, requestPasswordResetEmail, resetPassword } from './password-service.ts';
import { generateCustomerToken, revokeCustomerToken } from './sign-in.ts';

export const customerResolvers = {
  Query: {
    customer: (_: unknown, __: unknown, ctx: RequestContext) => currentCustomer(ctx),
    healthCheck: (_: unknown, __: unknown, ctx: RequestContext) => currentCustomer(ctx),
    isEmailAvailable: async (_: unknown, args: { email: string }, ctx: RequestContext) => ({
      is_email_available: await isEmailAvailable(ctx, args.email),
    }),
  },
  Mutation: {
    createCustomer: async (_: unknown, args: { input: CustomerFieldsInput }, ctx: RequestContext) => ({
      customer: await createCustomer(ctx, args.input),
    }),
    createCustomerV2: async (_: unknown, args: { input: CustomerFieldsInput }, ctx: RequestContext) => ({
      customer: await createCustomer(ctx, args.input),
    }),
    updateCustomer: async (_: unknown, args: { input: CustomerFieldsInput }, ctx: RequestContext) => ({
      customer: await updateCustomer(ctx, args.input),
    }),
    updateCustomerV2: async (_: unknown, args: { input: CustomerFieldsInput }, ctx: RequestContext) => ({
      customer: await updateCustomer(ctx, args.input),
    }),
    updateCustomerEmail: async (
      _: unknown,
      args: { email: string; password: string },
      ctx: RequestContext,
    ) => ({
      customer: await updateCustomerEmail(ctx, args.email, args.password),
    }),
    changeCustomerPassword: (
      _: unknown,
      args: { currentPassword: string; newPassword: string },
      ctx: RequestContext,
    ) => changeCustomerPassword(ctx, args.currentPassword, args.newPassword),
    generateCustomerToken: async (
      _: unknown,
      args: { email: string; password: string },
      ctx: RequestContext,
    ) => ({
      token: await generateCustomerToken(ctx, args.email, args.password),
    }),
    revokeCustomerToken: async (_: unknown, __: unknown, ctx: RequestContext) => ({
      result: await revokeCustomerToken(ctx),
    }),
    requestPasswordResetEmail: (_: unknown, args: { email: string }, ctx: RequestContext) =>
      requestPasswordResetEmail(ctx, args.email),
    resetPassword: (
      _: unknown,
      args: { email: string; resetPasswordToken: string; newPassword: string },
      ctx: RequestContext,
    ) => resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),
  },
};
