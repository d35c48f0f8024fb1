// Projects: thin resolvers, one service call each.
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { acceptInvite, sendInvite } from './invites.ts';
import {
  addCommentToProjectProduct,
  addProductsToProject,
  removeProductFromProject,
  updateProjectProducts,
} from './lines.ts';
import {
  lineAddedAt,
  lineComments,
  lineOptions,
  lineQty,
  lineRange,
  linesPage,
  lineVariant,
  pageInfo,
  pageItems,
  pageTotalCount,
  pageTotals,
} from './lines-view.ts';
import {
  addressDelivery,
  createdAt,
  projectManagers,
  projectMembers,
  projectOwner,
  projectRole,
  projectStatus,
  statusLabel,
} from './project-view.ts';
import { createProject, projects, updateProject } from './service.ts';

export const projectsResolvers = {
  Query: {
    projects: (_, args, ctx) => projects(ctx, args),
  },
  Mutation: {
    createProject: (_, args, ctx) => createProject(ctx, args),
    updateProject: (_, args, ctx) => updateProject(ctx, args),
    addSimpleProductToProject: (_, args, ctx) =>
      addProductsToProject(ctx, args.project_id, args.projectProducts, 'simple'),
    addConfigurableProductsToProject: (_, args, ctx) =>
      addProductsToProject(ctx, args.project_id, args.projectProducts, 'configurable'),
    removeProductFromProject: (_, args, ctx) =>
      removeProductFromProject(ctx, args.project_id, args.project_product_id),
    updateProjectProducts: (_, args, ctx) =>
      updateProjectProducts(ctx, args.project_id, args.products, args.note),
    addCommentToProjectProduct: (_, args, ctx) =>
      addCommentToProjectProduct(ctx, args.project_id, args.project_product_id, args.comment),
    sendInvite: (_, args, ctx) => sendInvite(ctx, args.project_id, args.email),
    acceptedInvite: (_, args, ctx) => acceptInvite(ctx, args.hash),
  },
  Project: {
    project_id: (view) => view.row.id,
    created_at: (view) => createdAt(view),
    status: (view) => projectStatus(view),
    status_label: (view, _, ctx) => statusLabel(ctx, view),
    name: (view) => view.row.name,
    description: (view) => view.row.description,
    address_delivery: (view) => addressDelivery(view),
    is_primary_manager: (view) => view.access.isPrimaryManager,
    role: (view) => projectRole(view),
    owner: (view, _, ctx) => projectOwner(ctx, view),
    members: (view, _, ctx) => projectMembers(ctx, view),
    managers: (view, _, ctx) => projectManagers(ctx, view),
    products: (view, args) => linesPage(view, args),
  },
  ProjectProducts: {
    items: (page, _, ctx) => pageItems(ctx, page),
    note: (page) => page.view.row.productsNote,
    page_info: (page, _, ctx) => pageInfo(ctx, page),
    total_count: (page, _, ctx) => pageTotalCount(ctx, page),
    total_prices: (page, _, ctx) => pageTotals(ctx, page),
  },
  ProjectProduct: {
    id: (line) => line.row.id,
    qty: (line) => lineQty(line),
    note: (line) => line.row.note,
    added_at: (line) => lineAddedAt(line),
    comments: (line) => lineComments(line),
    product: (line) => line.product,
    configured_variant: (line, _, ctx) => lineVariant(ctx, line),
    configurable_options: (line, _, ctx) => lineOptions(ctx, line),
    price_range: (line, _, ctx) => lineRange(ctx, line, 'price'),
    price_range_including_tax: (line, _, ctx) => lineRange(ctx, line, 'priceInclTax'),
    row_total_range: (line, _, ctx) => lineRange(ctx, line, 'rowTotal'),
    row_total_range_including_tax: (line, _, ctx) => lineRange(ctx, line, 'rowTotalInclTax'),
  },
} satisfies Resolvers;
