// Which of the storefront's operations run unchanged on a real Magento 2.4.7 (issue 18, §3):
// every operation in app/**/*.graphql, with the fragments it uses and without its `@atrium`
// selections (backend-extensions.ts), validated against Magento's published schema (reference/magento/2.4.7-introspection.json.gz, its introspection answer).
// The B2B domains (projects, estimates, helpdesk…) are Atrium's own and can never be; the
// standard pages' operations should all be. VALID_ON_MAGENTO lists those that are today: one that
// stops validating fails here, and one that starts to must be added (the list only grows). Every
// other operation must be marked `@atrium` as a whole, so a storefront on Magento never sends it
// (and a mark must not hide an operation Magento could run).
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
import { isAtriumOperation, withoutExtensions } from './backend-extensions';

const APP = join(import.meta.dirname, '../..');
const REFERENCE = join(APP, '../../../reference/magento/2.4.7-introspection.json.gz');

const VALID_ON_MAGENTO = [
  'AccountWishlist',
  'AddProductsToCart',
  'AddToWishlist',
  'AddressCountries',
  'ApplyCouponToCart',
  'CartCrossSells',
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
  'CustomerAccount',
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
  'MagentoStoreDirectory',
  'MagentoStores',
  'MergeCarts',
  'MoveWishlistItem',
  'PlaceOrder',
  'ProductLinks',
  'ProductPage',
  'RemoveCouponFromCart',
  'RemoveFromWishlist',
  'RemoveItemFromCart',
  'RequestPasswordResetEmail',
  'ResetPassword',
  'ResolveRoute',
  'RevokeCustomerToken',
  'SearchSuggestions',
  'SessionCheck',
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
  'UnsubscribeCustomerFromNewsletter',
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

/** Whether the named operation is marked `@atrium` as a whole. */
function marked(name: string): boolean {
  const operation = operations.find((item) => item.name?.value === name);
  return Boolean(operation && isAtriumOperation({ kind: Kind.DOCUMENT, definitions: [operation] }));
}

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

  it("marks every operation that is not valid on Magento as Atrium's own, and no other", () => {
    const markedNames = operations
      .filter((operation) => isAtriumOperation({ kind: Kind.DOCUMENT, definitions: [operation] }))
      .map((operation) => operation.name?.value ?? '(anonymous)')
      .sort();
    const invalid = operations
      .map((operation) => operation.name?.value ?? '(anonymous)')
      .filter((name) => !valid.includes(name))
      .sort();
    expect(markedNames).toEqual(invalid);
    // Without its mark, each of them is still refused by Magento: the mark hides nothing it has.
    for (const operation of operations.filter((item) => markedNames.includes(item.name?.value ?? ''))) {
      const unmarked = { ...operation, directives: [] };
      const errors = validate(magento, withoutExtensions(documentOf(unmarked)));
      expect(errors.length, operation.name?.value).toBeGreaterThan(0);
    }
  });

  it("builds the websites' configuration from operations Magento has (no websitesConfig)", () => {
    expect(valid).toEqual(expect.arrayContaining(['MagentoStores', 'MagentoStoreDirectory', 'StoreShell']));
    expect(marked('WebsitesConfig')).toBe(true);
  });

  it('reads every operation and fragment of the storefront', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(fragments.size).toBeGreaterThan(10);
  });
});
