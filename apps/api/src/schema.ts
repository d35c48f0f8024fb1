// The executable schema: every module's SDL (`modules/*/*.graphql`) joined with its resolvers.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { baseResolvers } from './modules/base/resolvers.ts';
import { cartResolvers } from './modules/cart/resolvers.ts';
import { listingResolvers } from './modules/catalog/listing/resolvers.ts';
import { mostViewedResolvers } from './modules/catalog/most-viewed/resolvers.ts';
import { personallyResolvers } from './modules/catalog/personally/resolvers.ts';
import { productResolvers } from './modules/catalog/product/resolvers.ts';
import { categoryResolvers } from './modules/catalog/resolvers.ts';
import { showcaseResolvers } from './modules/catalog/showcase/resolvers.ts';
import { blogResolvers } from './modules/cms/blog/resolvers.ts';
import { cmsResolvers } from './modules/cms/resolvers.ts';
import { contactResolvers } from './modules/contact/resolvers.ts';
import { customerResolvers } from './modules/customer/resolvers.ts';
import { customerAddressResolvers } from './modules/customer-address/resolvers.ts';
import { directoryResolvers } from './modules/directory/resolvers.ts';
import { estimatesResolvers } from './modules/estimates/resolvers.ts';
import { helpdeskResolvers } from './modules/helpdesk/resolvers.ts';
import { newsletterResolvers } from './modules/newsletter/resolvers.ts';
import { paymentResolvers } from './modules/payment/resolvers.ts';
import { projectDesignResolvers } from './modules/project-design/resolvers.ts';
import { projectsResolvers } from './modules/projects/resolvers.ts';
import { reviewResolvers } from './modules/review/resolvers.ts';
import { routingResolvers } from './modules/routing/resolvers.ts';
import { salesResolvers } from './modules/sales/resolvers.ts';
import { storeResolvers } from './modules/store/resolvers.ts';
import { wishlistResolvers } from './modules/wishlist/resolvers.ts';
import { workflowResolvers } from './workflows/resolvers.ts';

const modulesDir = fileURLToPath(new URL('./modules/', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(modulesDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql'))
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .sort()
    .map((file) => readFileSync(file, 'utf8'));
}

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      baseResolvers,
      storeResolvers,
      directoryResolvers,
      categoryResolvers,
      productResolvers,
      reviewResolvers,
      listingResolvers,
      showcaseResolvers,
      mostViewedResolvers,
      personallyResolvers,
      cmsResolvers,
      blogResolvers,
      routingResolvers,
      customerResolvers,
      customerAddressResolvers,
      wishlistResolvers,
      newsletterResolvers,
      contactResolvers,
      salesResolvers,
      cartResolvers,
      paymentResolvers,
      projectsResolvers,
      projectDesignResolvers,
      estimatesResolvers,
      helpdeskResolvers,
      workflowResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
