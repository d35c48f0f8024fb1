// The signed-in customer's wish lists: reading them (the default one created on first use, as in
// Magento), adding products with user errors for the items that cannot be added, removing items.
// Every wish list reached here belongs to ctx.customer; another customer's wish list is "not
// found". Creating, renaming, deleting and moving between lists: multiple.ts.
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { WishListUserInputError, WishlistItemInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { customerOwnedBy } from '../customer/customer-owner.ts';
import type { CustomerParent } from '../customer/customer-view.ts';
import { magentoDateTime } from '../customer/customer-view.ts';
import type { CustomerSession } from '../customer/session.ts';
import {
  type Candidate,
  checkQty,
  ItemProblem,
  MAX_ITEM_QTY,
  resolveCandidate,
  sameItem,
} from './buy-request.ts';
import { type ItemView, toItemViews } from './item-view.ts';
import { multipleWishlistsEnabled } from './multiple-config.ts';
import {
  countVisibleItems,
  deleteItems,
  ensureWishlist,
  findWishlist,
  insertItem,
  listAllItems,
  listVisibleItems,
  listWishlistsOfCustomer,
  lockWishlist,
  setItemQty,
  touchWishlist,
  type WishlistRow,
} from './store.ts';
import type { WishlistVisibility } from './tables.ts';

export const WISHLIST_DISABLED = 'The wishlist configuration is currently disabled.';
export const WISHLIST_GUEST = 'The current user cannot perform operations on wishlist';
export const WISHLIST_NOT_FOUND = 'The wishlist was not found.';
/** Items one addProductsToWishlist call may carry. */
export const MAX_ITEMS_PER_CALL = 100;

export interface WishlistView {
  row: WishlistRow;
  id: string;
  name: string;
  visibility: WishlistVisibility;
  sharing_code: string;
  updated_at: string;
}

export interface WishlistOutput {
  wishlist: WishlistView;
  user_errors: WishListUserInputError[];
}

export function toView(row: WishlistRow): WishlistView {
  return {
    row,
    id: String(row.id),
    name: row.name,
    visibility: row.visibility,
    sharing_code: row.sharingCode,
    updated_at: magentoDateTime(row.updatedAt),
  };
}

/** Config `wishlist/general/active` (Magento's default: on). */
export function wishlistEnabled(ctx: RequestContext): boolean {
  const value = ctx.config.get('wishlist/general/active');
  return value == null || value === '1' || value === 'true';
}

function ensureEnabled(ctx: RequestContext): void {
  if (!wishlistEnabled(ctx)) throw inputError(WISHLIST_DISABLED);
}

/** The caller of a wish list mutation. */
export function caller(ctx: RequestContext): CustomerSession {
  ensureEnabled(ctx);
  if (!ctx.customer) throw authorizationError(WISHLIST_GUEST);
  return ctx.customer;
}

/** The Customer the field is read on, which the caller must own. */
function owner(ctx: RequestContext, parent: CustomerParent): number {
  ensureEnabled(ctx);
  return customerOwnedBy(ctx, parent);
}

export function checkPage(currentPage: number, pageSize: number): void {
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
}

/** Customer.wishlist (deprecated): the customer's one wish list. */
export async function customerWishlist(ctx: RequestContext, parent: CustomerParent): Promise<WishlistView> {
  const customerId = owner(ctx, parent);
  return toView(await ensureWishlist(ctx.db, customerId));
}

/**
 * Customer.wishlists: with multiple wish lists on, every list of the customer, the default first
 * (created on first use), a page of them; off, the default one alone (the others are kept, not
 * shown, until multiple wish lists are on again).
 */
export async function customerWishlists(
  ctx: RequestContext,
  parent: CustomerParent,
  args: { currentPage: number; pageSize: number },
): Promise<WishlistView[]> {
  const customerId = owner(ctx, parent);
  checkPage(args.currentPage, args.pageSize);
  const defaultList = await ensureWishlist(ctx.db, customerId);
  if (!multipleWishlistsEnabled(ctx)) return args.currentPage > 1 ? [] : [toView(defaultList)];
  const rows = await listWishlistsOfCustomer(ctx.db, customerId, {
    offset: (args.currentPage - 1) * args.pageSize,
    limit: args.pageSize,
  });
  return rows.map(toView);
}

/** Customer.wishlist_v2(id): the wish list if it is the customer's, else null. */
export async function wishlistById(
  ctx: RequestContext,
  parent: CustomerParent,
  id: string,
): Promise<WishlistView | null> {
  const customerId = owner(ctx, parent);
  if (!/^\d{1,9}$/.test(id.trim())) return null;
  const row = await findWishlist(ctx.db, Number(id));
  return row && row.customerId === customerId ? toView(row) : null;
}

export function itemsCount(ctx: RequestContext, wishlist: WishlistView): Promise<number> {
  return countVisibleItems(ctx.db, wishlist.row.id, ctx.store.id);
}

/** Wishlist.items (deprecated): every visible item. */
export async function allItems(ctx: RequestContext, wishlist: WishlistView): Promise<ItemView[]> {
  return toItemViews(ctx, await listVisibleItems(ctx.db, wishlist.row.id, ctx.store.id));
}

/** Wishlist.items_v2(currentPage, pageSize). */
export async function itemsPage(
  ctx: RequestContext,
  wishlist: WishlistView,
  args: { currentPage: number; pageSize: number },
) {
  checkPage(args.currentPage, args.pageSize);
  const [total, rows] = await Promise.all([
    countVisibleItems(ctx.db, wishlist.row.id, ctx.store.id),
    listVisibleItems(ctx.db, wishlist.row.id, ctx.store.id, {
      offset: (args.currentPage - 1) * args.pageSize,
      limit: args.pageSize,
    }),
  ]);
  return {
    items: await toItemViews(ctx, rows),
    page_info: {
      current_page: args.currentPage,
      page_size: args.pageSize,
      total_pages: Math.ceil(total / args.pageSize),
    },
  };
}

/** The wish list a mutation names: "0" is the caller's default (created on demand); others must be theirs. */
export async function targetWishlist(db: Db, customerId: number, wishlistId: string): Promise<WishlistRow> {
  const id = wishlistId.trim();
  if (id === '0') return ensureWishlist(db, customerId);
  const row = /^\d{1,9}$/.test(id) ? await findWishlist(db, Number(id)) : undefined;
  if (!row || row.customerId !== customerId) throw inputError(WISHLIST_NOT_FOUND);
  return row;
}

export async function addProductsToWishlist(
  ctx: RequestContext,
  wishlistId: string,
  items: WishlistItemInput[],
): Promise<WishlistOutput> {
  const session = caller(ctx);
  const target = await targetWishlist(ctx.db, session.id, wishlistId);
  if (items.length > MAX_ITEMS_PER_CALL) {
    throw inputError(`No more than ${MAX_ITEMS_PER_CALL} products can be added to a wish list at once.`);
  }
  // Products are read before the transaction (the catalogue's loader uses the request's handle).
  const candidates: (Candidate | ItemProblem)[] = [];
  for (const item of items) candidates.push(await resolveCandidate(ctx, ctx.db, item));

  return inTransaction(ctx.db, async (tx) => {
    const locked = await lockWishlist(tx, target.id);
    if (!locked) throw inputError(WISHLIST_NOT_FOUND);
    const existing = await listAllItems(tx, locked.id);
    const userErrors: WishListUserInputError[] = [];
    let changed = false;
    for (const candidate of candidates) {
      if (candidate instanceof ItemProblem) {
        userErrors.push({ code: candidate.code, message: candidate.message });
        continue;
      }
      const same = existing.find((row) => sameItem(row, candidate));
      if (same) {
        const total = new Decimal(same.qty).plus(candidate.qty);
        if (total.gt(MAX_ITEM_QTY)) {
          const problem =
            checkQty(total) ??
            new ItemProblem(`The quantity of a wish list item cannot be more than ${MAX_ITEM_QTY}`);
          userErrors.push({ code: problem.code, message: problem.message });
          continue;
        }
        await setItemQty(tx, same.id, total.toFixed());
        same.qty = total.toFixed();
      } else {
        existing.push(
          await insertItem(tx, {
            wishlistId: locked.id,
            productId: candidate.productId,
            childProductId: candidate.childProductId,
            qty: candidate.qty.toFixed(),
            options: candidate.options,
          }),
        );
      }
      changed = true;
    }
    const row = changed ? await touchWishlist(tx, locked.id) : locked;
    return { wishlist: toView(row), user_errors: userErrors };
  });
}

export async function removeProductsFromWishlist(
  ctx: RequestContext,
  wishlistId: string,
  itemIds: string[],
): Promise<WishlistOutput> {
  const session = caller(ctx);
  const target = await targetWishlist(ctx.db, session.id, wishlistId);
  return inTransaction(ctx.db, async (tx) => {
    const locked = await lockWishlist(tx, target.id);
    if (!locked) throw inputError(WISHLIST_NOT_FOUND);
    const remaining = new Set((await listAllItems(tx, locked.id)).map((row) => row.id));
    const userErrors: WishListUserInputError[] = [];
    const doomed: number[] = [];
    for (const raw of itemIds) {
      const id = /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : Number.NaN;
      if (!remaining.delete(id)) {
        userErrors.push({
          code: 'UNDEFINED',
          message: `The wishlist item with ID "${raw}" does not belong to the wishlist`,
        });
        continue;
      }
      doomed.push(id);
    }
    const deleted = await deleteItems(tx, locked.id, doomed);
    const row = deleted.length > 0 ? await touchWishlist(tx, locked.id) : locked;
    return { wishlist: toView(row), user_errors: userErrors };
  });
}
