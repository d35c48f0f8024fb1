// Issue 11 §6: a list argument cannot ask for the whole catalogue. Every page size is capped at
// GRAPHQL_MAX_PAGE_SIZE (default 300) in one place (http/page-size.ts), whatever field carries it.
import { getNamedType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PAGE_ARGUMENTS } from '../../src/http/page-size.ts';
import { buildSchema } from '../../src/schema.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

const TOO_BIG = 'pageSize value must be between 1 and 300.';

describe('page sizes', () => {
  it('refuses products(pageSize: 100000), inline or as a variable, with an input error', async () => {
    const inline = await api.gql('{ products(search: "", pageSize: 100000) { total_count items { sku } } }');
    expect(inline.status).toBe(200);
    expect(inline.errors?.[0]?.message).toBe(TOO_BIG);
    expect(inline.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(inline.data?.products ?? null).toBeNull();

    const variable = await api.gql('query ($n: Int) { products(search: "", pageSize: $n) { total_count } }', {
      variables: { n: 301 },
    });
    expect(variable.errors?.[0]?.message).toBe(TOO_BIG);
    expect(variable.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('accepts the largest allowed page size', async () => {
    const res = await api.gql('{ products(search: "", pageSize: 300) { page_info { page_size } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ products: { page_info: { page_size: 300 } } });
  });

  it('caps the other lists the same way, nested fields included', async () => {
    for (const query of [
      '{ categories(pageSize: 301) { total_count } }',
      '{ categoryList(pageSize: 100000) { id } }',
      '{ getOurProjectCollection(pageSize: 100000) { total_count } }',
    ]) {
      const res = await api.gql(query);
      expect({ query, message: res.errors?.[0]?.message }).toEqual({ query, message: TOO_BIG });
    }
    const cart = await api.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    const items = await api.gql(
      'query ($id: String!) { cart(cart_id: $id) { itemsV2(pageSize: 5000) { total_count } } }',
      {
        variables: { id: cart.data?.createEmptyCart },
      },
    );
    expect(items.errors?.[0]?.message).toBe(TOO_BIG);
    expect(items.errors?.[0]?.path).toEqual(['cart', 'itemsV2']);
  });

  it('refuses a page size or page below 1 with Magento’s messages', async () => {
    const zero = await api.gql('{ products(search: "", pageSize: 0) { total_count } }');
    expect(zero.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    const negative = await api.gql('{ categories(pageSize: -5) { total_count } }');
    expect(negative.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    const page = await api.gql('{ categoryList(currentPage: 0) { id } }');
    expect(page.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    expect(page.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

/**
 * Every numeric argument and input field of the schema, classified: a page argument (guarded by
 * http/page-size.ts) or one that sizes no list. A new one fails here until someone decides which.
 */
const NOT_LIST_SIZES = new Set([
  'Query.amMostviewedGroups(id)',
  'Query.cmsPage(id)',
  'Mutation.updateCustomerAddress(id)',
  'Mutation.deleteCustomerAddress(id)',
  'CustomizableOptionInput.id',
  'CartItemInput.quantity',
  'BundleOptionInput.id',
  'BundleOptionInput.quantity',
  'CartItemUpdateInput.cart_item_id',
  'CartItemUpdateInput.quantity',
  'RemoveItemFromCartInput.cart_item_id',
  'ShippingAddressInput.customer_address_id',
  'CartAddressInput.region_id',
  'BillingAddressInput.customer_address_id',
  'CustomerAddressRegionInput.region_id',
  'CustomerInput.gender',
  'CustomerCreateInput.gender',
  'CustomerUpdateInput.gender',
  'WishlistItemInput.quantity',
  'WishlistItemMoveInput.quantity',
  'WishlistItemCopyInput.quantity',
  // addDownloadableProductsToCart: a link's id, not a list size.
  'DownloadableProductLinksInput.link_id',
  // Projects (issue 13): ids, quantities and coordinates, none sizes a list (products has pageSize).
  'Mutation.updateProject(project_id)',
  'Mutation.deleteProject(project_id)',
  'Mutation.addSimpleProductToProject(project_id)',
  'Mutation.addConfigurableProductsToProject(project_id)',
  'Mutation.removeProductFromProject(project_id)',
  'Mutation.removeProductFromProject(project_product_id)',
  'Mutation.updateProjectProducts(project_id)',
  'Mutation.addCommentToProjectProduct(project_id)',
  'Mutation.addCommentToProjectProduct(project_product_id)',
  'Mutation.sendInvite(project_id)',
  'ProjectProductInput.quantity',
  'ProjectProductUpdateInput.project_product_id',
  'ProjectProductUpdateInput.qty',
  // Project design (issue 13).
  'Mutation.addDesignElementToProject(project_id)',
  'Mutation.updateProjectDesignElement(project_id)',
  'Mutation.updateProjectDesignElement(element_id)',
  'Mutation.removeDesignElementFromProject(project_id)',
  'Mutation.removeDesignElementFromProject(element_id)',
  'Mutation.generateDesignPdf(project_id)',
  'ProjectImageMapPointInput.project_product_id',
  'ProjectImageMapPointInput.x_coordinate',
  'ProjectImageMapPointInput.y_coordinate',
  'ProjectDesignElementInput.sort',
  // Estimates (issue 14): ids, quantities, prices and costs, none sizes a list (products has pageSize).
  'Mutation.addSimpleProductsToEstimate(estimate_id)',
  'Mutation.addConfigurableProductsToEstimate(estimate_id)',
  'Mutation.removeProductFromEstimate(estimate_id)',
  'Mutation.removeProductFromEstimate(estimate_product_id)',
  'Mutation.updateEstimateProducts(estimate_id)',
  'Mutation.updateEstimatePriceProducts(estimate_id)',
  'Mutation.updateEstimate(estimate_id)',
  'Mutation.changeEstimateStatus(id)',
  'Mutation.setCustomPriceManagerToEstimateProduct(estimate_id)',
  'Mutation.setCustomPriceManagerToEstimateProduct(estimate_product_id)',
  'Mutation.setCustomPriceManagerToEstimateProduct(custom_price)',
  'Mutation.setCustomPricePartnerToEstimateProduct(estimate_id)',
  'Mutation.setCustomPricePartnerToEstimateProduct(estimate_product_id)',
  'Mutation.setCustomPricePartnerToEstimateProduct(custom_price)',
  'Mutation.sendInviteForEstimate(estimate_id)',
  'Mutation.deleteEstimate(estimate_id)',
  'Mutation.cartToEstimate(project_id)',
  'Mutation.proposalToCart(id)',
  'CreateEstimateEmptyInput.project_id',
  'EstimateProductInput.quantity',
  'EstimateProductUpdateInput.estimate_product_id',
  'EstimateProductUpdateInput.qty',
  'EstimatePriceProductInput.estimate_product_id',
  // Helpdesk (issue 15): ids and a rating, none sizes a list (awHelpdesk2TicketList has pageSize).
  'Query.awHelpdesk2TicketById(entity_id)',
  'Mutation.awHelpdesk2TicketCreate(department_id)',
  'Mutation.astrioHelpdesk2TicketSetManager(manager_id)',
  'Mutation.changeMessageStatus(message_id)',
  'Mutation.awHelpdesk2TicketRate(rating)',
  'AwHelpdesk2TicketOptionsInput.project_id',
  'AwHelpdesk2TicketOptionsInput.estimate_id',
  'EstimatePriceProductInput.custom_price',
  'EstimateDeliveryInfoInput.delivery_cost',
]);

describe('the page-size guard covers the whole schema', () => {
  it('knows every numeric argument: a guarded page argument or one listed as sizing no list', () => {
    const schema = buildSchema();
    const unclassified: string[] = [];
    const guarded: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          for (const arg of field.args) {
            const named = getNamedType(arg.type).name;
            if (named !== 'Int' && named !== 'Float') continue;
            const name = `${type.name}.${field.name}(${arg.name})`;
            if (arg.name in PAGE_ARGUMENTS && named === 'Int') guarded.push(name);
            else if (!NOT_LIST_SIZES.has(name)) unclassified.push(name);
          }
        }
      }
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          const named = getNamedType(field.type).name;
          const name = `${type.name}.${field.name}`;
          if ((named === 'Int' || named === 'Float') && !NOT_LIST_SIZES.has(name)) unclassified.push(name);
        }
      }
    }
    expect(unclassified).toEqual([]);
    expect(guarded).toContain('Query.products(pageSize)');
    expect(guarded).toContain('Customer.orders(pageSize)');
    expect(guarded).toContain('Wishlist.items_v2(pageSize)');
  });
});
