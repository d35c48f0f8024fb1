// Customer accounts: thin resolvers, one service call each.
import type { Resolvers } from '../../generated/resolvers-types.ts';
import {
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
    customer: (_, __, ctx) => currentCustomer(ctx),
    healthCheck: (_, __, ctx) => currentCustomer(ctx),
    isEmailAvailable: async (_, args, ctx) => ({
      is_email_available: await isEmailAvailable(ctx, args.email),
    }),
  },
  Mutation: {
    createCustomer: async (_, args, ctx) => ({ customer: await createCustomer(ctx, args.input) }),
    createCustomerV2: async (_, args, ctx) => ({ customer: await createCustomer(ctx, args.input) }),
    updateCustomer: async (_, args, ctx) => ({ customer: await updateCustomer(ctx, args.input) }),
    updateCustomerV2: async (_, args, ctx) => ({ customer: await updateCustomer(ctx, args.input) }),
    updateCustomerEmail: async (_, args, ctx) => ({
      customer: await updateCustomerEmail(ctx, args.email, args.password),
    }),
    changeCustomerPassword: (_, args, ctx) =>
      changeCustomerPassword(ctx, args.currentPassword, args.newPassword),
    generateCustomerToken: async (_, args, ctx) => ({
      token: await generateCustomerToken(ctx, args.email, args.password),
    }),
    revokeCustomerToken: async (_, __, ctx) => ({ result: await revokeCustomerToken(ctx) }),
    requestPasswordResetEmail: (_, args, ctx) => requestPasswordResetEmail(ctx, args.email),
    resetPassword: (_, args, ctx) =>
      resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),
  },
} satisfies Resolvers;
