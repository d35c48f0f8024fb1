// Which of the storefront's operations run unchanged on a real Magento 2.4.7 (issue 18, §3):
// every operation in app/**/*.graphql, with the fragments it uses and without its `@atrium`
// selections (backend-extensions.ts), validated against Magento's published schema (reference/magento/2.4.7-introspection.json.gz, its introspection answer).
// The B2B domains (projects, estimates, helpdesk…) are Atrium's own and can never be; the
// standard pages' operations should all be. VALID_ON_MAGENTO lists those that are today: one that
// stops validating fails here, and one that starts to must be added (the list only grows).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  buildClientSchema,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { withoutExtensions } from './backend-extensions';

const APP = join(import.meta.dirname, '../..');
const REFERENCE = join(APP, '../../../reference/magento/2.4.7-introspection.json.gz');

const VALID_ON_MAGENTO = [
  'AccountWishlist',
  'AddProductsToCart',
  'AddToWishlist',
  'AddressCountries',
  'ApplyCouponToCart',
  'CartDetails',
  'CategoryInfo',
  'CategoryMenu',
  'ChangeAccountPassword',
  'CmsPageByIdentifier',
  'ContactForm',
  'ContactUs',
  'CreateAccountAddress',
  'CreateCustomer',
  'CreateEmptyCart',
  'CreateProductReview',
  'CreateWishlist',
  'CustomerAddressIds',
  'CustomerCartId',
  'CustomerCheckoutCart',
  'CustomerOrder',
  'CustomerOrders',
  'DeleteAccountAddress',
  'DeleteWishlist',
  'FooterBlocks',
  'GenerateCustomerToken',
  'GuestCheckoutCart',
  'GuestOrderByToken',
  'ListingFacets',
  'ListingInputs',
  'ListingProducts',
  'MergeCarts',
  'MoveWishlistItem',
  'PlaceOrder',
  'ProductPage',
  'RemoveCouponFromCart',
  'RemoveFromWishlist',
  'RemoveItemFromCart',
  'RequestPasswordResetEmail',
  'ResetPassword',
  'ResolveRoute',
  'RevokeCustomerToken',
  'SearchSuggestions',
  'SetBillingAddressOnCart',
  'SetGiftOptionsOnCart',
  'SetGuestEmailOnCart',
  'SetPaymentMethodOnCart',
  'SetShippingAddressesOnCart',
  'SetShippingMethodsOnCart',
  'ShellCustomer',
  'SignInAgain',
  'SitemapCategories',
  'SitemapProducts',
  'StoreShell',
  'SubscribeToNewsletter',
  'UpdateAccount',
  'UpdateAccountAddress',
  'UpdateAccountWithEmail',
  'UpdateCartItems',
  'UpdateWishlist',
  'WishlistState',
];

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

const definitions: DefinitionNode[] = graphqlFiles(APP).flatMap(
  (file) => parse(readFileSync(file, 'utf8')).definitions,
);
const fragments = new Map(
  definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);
const operations = definitions.filter(
  (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
);

/** The operation with every fragment it spreads, directly or through other fragments. */
function documentOf(operation: OperationDefinitionNode): DocumentNode {
  const used = new Set<string>();
  const walk = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (used.has(name) || !fragment) return;
        used.add(name);
        walk(fragment);
      },
    });
  walk(operation);
  return {
    kind: Kind.DOCUMENT,
    definitions: [operation, ...[...used].map((name) => fragments.get(name) as FragmentDefinitionNode)],
  };
}

describe("the storefront's operations on Magento 2.4.7", () => {
  const introspection = JSON.parse(gunzipSync(readFileSync(REFERENCE)).toString('utf8'));
  const magento = buildClientSchema(introspection.data ?? introspection);
  const valid = operations
    // As a storefront on Magento sends it: without the `@atrium` selections.
    .filter((operation) => validate(magento, withoutExtensions(documentOf(operation))).length === 0)
    .map((operation) => operation.name?.value ?? '(anonymous)')
    .sort();

  it('keeps every operation that validates on Magento valid, and lists each new one', () => {
    expect(valid).toEqual([...VALID_ON_MAGENTO].sort());
  });

  it('reads every operation and fragment of the storefront', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(fragments.size).toBeGreaterThan(10);
  });
});
