// Estimates: thin resolvers, one service call each. cartToEstimate, proposalToCart and the cart's
// and orders' estimate fields are the workflows' (workflows/), not resolved here.
import type { Resolvers } from '../../generated/resolvers-types.ts';
import {
  addressDelivery,
  deliveryInfo,
  estimateCreatedAt,
  estimateOwner,
  estimatePrimaryManager,
  estimateRole,
  estimateStatusLabel,
  estimateUpdatedAt,
  history,
  partnerInfo,
  permissions,
  transitions,
} from './estimate-view.ts';
import { acceptInviteForEstimate, sendInviteForEstimate } from './invites.ts';
import {
  addProductsToEstimate,
  removeProductFromEstimate,
  setCustomPrices,
  updateEstimateProducts,
} from './items.ts';
import {
  clientFigures,
  costFigures,
  itemConfigurableOptions,
  itemCustomizableOptions,
  itemQty,
  itemsPage,
  itemVariant,
  pageInfo,
  pageItems,
  pageTotalCount,
  pageTotals,
  partnerFigures,
} from './items-view.ts';
import {
  createEstimateEmpty,
  deleteEstimate,
  estimateSummary,
  estimates,
  updateEstimate,
} from './service.ts';
import { changeEstimateStatus } from './status.ts';

export const estimatesResolvers = {
  Query: {
    estimates: (_, args, ctx) => estimates(ctx, args),
  },
  Mutation: {
    createEstimateEmpty: (_, args, ctx) => createEstimateEmpty(ctx, args.input),
    addSimpleProductsToEstimate: async (_, args, ctx) =>
      estimateSummary(ctx, await addProductsToEstimate(ctx, args.estimate_id, args.products, 'simple')),
    addConfigurableProductsToEstimate: (_, args, ctx) =>
      addProductsToEstimate(ctx, args.estimate_id, args.products, 'configurable'),
    removeProductFromEstimate: (_, args, ctx) =>
      removeProductFromEstimate(ctx, args.estimate_id, args.estimate_product_id),
    updateEstimateProducts: (_, args, ctx) =>
      updateEstimateProducts(ctx, args.estimate_id, args.products, args.note),
    updateEstimatePriceProducts: (_, args, ctx) =>
      setCustomPrices(ctx, args.estimate_id, args.products, null),
    setCustomPriceManagerToEstimateProduct: (_, args, ctx) =>
      setCustomPrices(
        ctx,
        args.estimate_id,
        [{ estimate_product_id: args.estimate_product_id, custom_price: args.custom_price }],
        'manager',
      ),
    setCustomPricePartnerToEstimateProduct: (_, args, ctx) =>
      setCustomPrices(
        ctx,
        args.estimate_id,
        [{ estimate_product_id: args.estimate_product_id, custom_price: args.custom_price }],
        'partner',
      ),
    updateEstimate: (_, args, ctx) => updateEstimate(ctx, args),
    changeEstimateStatus: (_, args, ctx) => changeEstimateStatus(ctx, args.id, args.status, args.note),
    sendInviteForEstimate: (_, args, ctx) => sendInviteForEstimate(ctx, args.estimate_id, args.email),
    acceptedInviteForEstimate: (_, args, ctx) => acceptInviteForEstimate(ctx, args.hash),
    deleteEstimate: (_, args, ctx) => deleteEstimate(ctx, args.estimate_id),
  },
  Estimate: {
    id: (view) => view.row.id,
    name: (view) => view.row.name,
    project_id: (view) => view.row.projectId,
    project_name: (view) => view.people.projectName,
    is_correction: (view) => view.row.isCorrection,
    status: (view) => view.row.status,
    status_label: (view, _, ctx) => estimateStatusLabel(ctx, view),
    created_at: (view) => estimateCreatedAt(view),
    updated_at: (view) => estimateUpdatedAt(view),
    is_primary_manager: (view) => estimatePrimaryManager(view),
    role: (view) => estimateRole(view),
    note: (view) => view.row.note,
    owner: (view, _, ctx) => estimateOwner(ctx, view),
    delivery_info: (view, _, ctx) => deliveryInfo(ctx, view),
    partner_info: (view, _, ctx) => partnerInfo(ctx, view),
    address_delivery: (view) => addressDelivery(view),
    products: (view, args) => itemsPage(view, args),
    history: (view, _, ctx) => history(ctx, view),
    transitions: (view, _, ctx) => transitions(ctx, view),
    permissions: (view) => permissions(view),
  },
  EstimateProducts: {
    items: (page, _, ctx) => pageItems(ctx, page),
    note: (page) => page.view.row.note,
    page_info: (page, _, ctx) => pageInfo(ctx, page),
    total_count: (page, _, ctx) => pageTotalCount(ctx, page),
    total_prices: (page, _, ctx) => pageTotals(ctx, page),
  },
  EstimateItem: {
    id: (item) => item.priced.row.id,
    description: (item) => item.priced.row.description,
    qty: (item) => itemQty(item),
    product: (item) => item.product,
    configured_variant: (item, _, ctx) => itemVariant(ctx, item),
    configurable_options: (item, _, ctx) => itemConfigurableOptions(ctx, item),
    customizable_options: (item, _, ctx) => itemCustomizableOptions(ctx, item),
    is_price_on_request: (item) => clientFigures(item).is_price_on_request,
    is_custom_price: (item) => clientFigures(item).is_custom_price,
    custom_price: (item) => clientFigures(item).custom_price,
    price_range: (item) => clientFigures(item).price_range,
    row_total_range: (item) => clientFigures(item).row_total_range,
    managerPriceVat: (item) => clientFigures(item).managerPriceVat,
    rowTotalWithVat: (item) => clientFigures(item).rowTotalWithVat,
    price_for_partner_range: (item) => partnerFigures(item).price_for_partner_range,
    partner_custom_price: (item) => partnerFigures(item).partner_custom_price,
    partner_reward_info: (item) => partnerFigures(item).partner_reward_info,
    factoryPrice: (item) => costFigures(item).factoryPrice,
    factoryPriceDiscount: (item) => costFigures(item).factoryPriceDiscount,
    costFactor: (item) => costFigures(item).costFactor,
    cost: (item) => costFigures(item).cost,
    priceFactor: (item) => costFigures(item).priceFactor,
    margin: (item) => costFigures(item).margin,
    costMargin: (item) => costFigures(item).costMargin,
  },
} satisfies Resolvers;
