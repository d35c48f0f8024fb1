// Multiple wish lists (Magento Commerce's MultipleWishlistGraphQl shapes): creating, renaming and
// deleting the signed-in customer's lists, and moving or copying items between two of them. Only
// with `wishlist/general/multiple_enabled` on; at most `multiple_wishlist_number` lists, the
// default one included, which cannot be deleted. Every list reached belongs to the caller (another
// customer's is "not found"), every write is one transaction that locks the lists it changes.
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type {
  CreateWishlistInput,
  WishListUserInputError,
  WishlistItemCopyInput,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { inTransaction, isUniqueViolation } from '../../shared/transaction.ts';
import { checkQty, MAX_ITEM_QTY, sameItem } from './buy-request.ts';
import { maximumWishlists, multipleWishlistsEnabled } from './multiple-config.ts';
import { caller, targetWishlist, toView, WISHLIST_NOT_FOUND, type WishlistView } from './service.ts';
import {
  countWishlistsOfCustomer,
  deleteItems,
  deleteWishlistRow,
  ensureWishlist,
  findWishlistByName,
  insertItem,
  insertWishlist,
  listAllItems,
  listWishlistsOfCustomer,
  lockWishlist,
  setItemQty,
  setItemWishlist,
  touchWishlist,
  updateWishlistRow,
  type WishlistItemRow,
  type WishlistRow,
} from './store.ts';
import type { WishlistVisibility } from './tables.ts';

export const MULTIPLE_DISABLED = 'The multiple wishlist configuration is currently disabled.';
export const NAME_REQUIRED = 'Provide wish list name.';
export const DEFAULT_NOT_DELETABLE = "The default wish list can't be deleted.";
export const SAME_WISHLIST = 'The source and destination wish lists must be different.';
export const tooMany = (max: number) => `Only ${max} wish list(s) can be created.`;
export const nameTaken = (name: string) => `Wish list "${name}" already exists.`;
const MAX_NAME_LENGTH = 255;
const VISIBILITIES: readonly WishlistVisibility[] = ['PRIVATE', 'PUBLIC'];
/** Items one move or copy may carry. */
export const MAX_ITEMS_PER_TRANSFER = 100;

/** The caller of a multiple wish list mutation: wish lists and multiple wish lists on, signed in. */
function multipleCaller(ctx: RequestContext): number {
  const session = caller(ctx);
  if (!multipleWishlistsEnabled(ctx)) throw inputError(MULTIPLE_DISABLED);
  return session.id;
}

function validName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw inputError(NAME_REQUIRED);
  if (name.length > MAX_NAME_LENGTH) {
    throw inputError(`The wish list name cannot be longer than ${MAX_NAME_LENGTH} characters.`);
  }
  return name;
}

function validVisibility(value: string): WishlistVisibility {
  const visibility = VISIBILITIES.find((v) => v === value);
  if (!visibility) throw inputError(`Wish list visibility "${value}" is not valid.`);
  return visibility;
}

/**
 * Locks the customer's default wish list for the transaction: creating, renaming and deleting
 * lists of one customer take it first, so two requests cannot together pass the count or the name
 * check.
 */
async function lockCustomerLists(tx: Db, customerId: number): Promise<void> {
  const defaultList = await ensureWishlist(tx, customerId);
  await lockWishlist(tx, defaultList.id);
}

async function checkNameFree(tx: Db, customerId: number, name: string, except?: number) {
  const same = await findWishlistByName(tx, customerId, name);
  if (same && same.id !== except) throw inputError(nameTaken(name));
}

/** A unique violation of the name index (a race the lock should have prevented) as the user's error. */
async function withNameCheck<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (name && isUniqueViolation(error)) throw inputError(nameTaken(name));
    throw error;
  }
}

/** createWishlist(input: {name, visibility}). */
export async function createWishlist(
  ctx: RequestContext,
  input: CreateWishlistInput,
): Promise<{ wishlist: WishlistView }> {
  const customerId = multipleCaller(ctx);
  const name = validName(input.name);
  const visibility = validVisibility(input.visibility);
  const max = maximumWishlists(ctx);
  const row = await withNameCheck(name, () =>
    inTransaction(ctx.db, async (tx) => {
      await lockCustomerLists(tx, customerId);
      if ((await countWishlistsOfCustomer(tx, customerId)) >= max) throw inputError(tooMany(max));
      await checkNameFree(tx, customerId, name);
      return insertWishlist(tx, { customerId, name, visibility });
    }),
  );
  return { wishlist: toView(row) };
}

/** updateWishlist(wishlistId, name, visibility): only what is given changes. */
export async function updateWishlist(
  ctx: RequestContext,
  wishlistId: string,
  args: { name?: string | null; visibility?: string | null },
): Promise<{ uid: string; name: string; visibility: WishlistVisibility }> {
  const customerId = multipleCaller(ctx);
  const name = args.name == null ? undefined : validName(args.name);
  const visibility = args.visibility == null ? undefined : validVisibility(args.visibility);
  const row = await withNameCheck(name, () =>
    inTransaction(ctx.db, async (tx) => {
      await lockCustomerLists(tx, customerId);
      const target = await targetWishlist(tx, customerId, wishlistId);
      if (name === undefined && visibility === undefined) return target;
      if (name !== undefined) await checkNameFree(tx, customerId, name, target.id);
      return updateWishlistRow(tx, target.id, { name, visibility });
    }),
  );
  return { uid: String(row.id), name: row.name, visibility: row.visibility };
}

/** deleteWishlist(wishlistId): any list but the default one, with its items. */
export async function deleteWishlist(
  ctx: RequestContext,
  wishlistId: string,
): Promise<{ status: boolean; wishlists: WishlistView[] }> {
  const customerId = multipleCaller(ctx);
  const remaining = await inTransaction(ctx.db, async (tx) => {
    await lockCustomerLists(tx, customerId);
    const target = await targetWishlist(tx, customerId, wishlistId);
    if (target.isDefault) throw inputError(DEFAULT_NOT_DELETABLE);
    if (!(await deleteWishlistRow(tx, target.id))) throw inputError(WISHLIST_NOT_FOUND);
    return listWishlistsOfCustomer(tx, customerId);
  });
  return { status: true, wishlists: remaining.map(toView) };
}

export interface TransferOutput {
  source_wishlist: WishlistView;
  destination_wishlist: WishlistView;
  user_errors: WishListUserInputError[];
}

const notInSource = (raw: string): WishListUserInputError => ({
  code: 'UNDEFINED',
  message: `The wishlist item with ID "${raw}" does not belong to the wishlist`,
});

/**
 * moveProductsBetweenWishlists / copyProductsBetweenWishlists. Each item names one of the source's
 * items and optionally a quantity (at most the item's; all of it when absent). Moving all of an item
 * moves the item; part of it lowers the source's quantity. The destination sums into its item of
 * the same product and options, else gets a new item. Items that cannot go are reported in
 * `user_errors`, the others still go.
 */
export async function transferItems(
  ctx: RequestContext,
  mode: 'move' | 'copy',
  sourceId: string,
  destinationId: string,
  items: WishlistItemCopyInput[],
): Promise<TransferOutput> {
  const customerId = multipleCaller(ctx);
  if (items.length > MAX_ITEMS_PER_TRANSFER) {
    throw inputError(`No more than ${MAX_ITEMS_PER_TRANSFER} items can be moved or copied at once.`);
  }
  return inTransaction(ctx.db, async (tx) => {
    const source = await targetWishlist(tx, customerId, sourceId);
    const destination = await targetWishlist(tx, customerId, destinationId);
    if (source.id === destination.id) throw inputError(SAME_WISHLIST);
    // Both locked, the lower id first, so two transfers in opposite directions cannot deadlock.
    for (const id of [source.id, destination.id].sort((a, b) => a - b)) {
      if (!(await lockWishlist(tx, id))) throw inputError(WISHLIST_NOT_FOUND);
    }
    const sourceItems = await listAllItems(tx, source.id);
    const destinationItems = await listAllItems(tx, destination.id);
    const userErrors: WishListUserInputError[] = [];
    let sourceChanged = false;
    let destinationChanged = false;
    for (const request of items) {
      const raw = String(request.wishlist_item_id);
      const id = /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : Number.NaN;
      const item = sourceItems.find((row) => row.id === id);
      if (!item) {
        userErrors.push(notInSource(raw));
        continue;
      }
      const held = new Decimal(item.qty);
      const qty = request.quantity == null ? held : new Decimal(request.quantity);
      const problem = checkQty(qty);
      if (problem) {
        userErrors.push({ code: problem.code, message: problem.message });
        continue;
      }
      if (qty.gt(held)) {
        userErrors.push({
          code: 'UNDEFINED',
          message: `The quantity of wish list item "${raw}" to ${mode} cannot be more than ${held.toFixed()}`,
        });
        continue;
      }
      const same = destinationItems.find((row) => sameItem(row, item));
      if (same && new Decimal(same.qty).plus(qty).gt(MAX_ITEM_QTY)) {
        userErrors.push({
          code: 'UNDEFINED',
          message: `The quantity of a wish list item cannot be more than ${MAX_ITEM_QTY}`,
        });
        continue;
      }
      const whole = mode === 'move' && qty.eq(held);
      if (same) {
        same.qty = new Decimal(same.qty).plus(qty).toFixed();
        await setItemQty(tx, same.id, same.qty);
      } else if (whole) {
        await setItemWishlist(tx, item.id, destination.id);
        destinationItems.push({ ...item, wishlistId: destination.id });
      } else {
        destinationItems.push(await insertItem(tx, copyOf(item, destination.id, qty)));
      }
      destinationChanged = true;
      if (mode === 'move') {
        sourceChanged = true;
        if (whole) {
          sourceItems.splice(sourceItems.indexOf(item), 1);
          if (same) await deleteItems(tx, source.id, [item.id]);
        } else {
          item.qty = held.minus(qty).toFixed();
          await setItemQty(tx, item.id, item.qty);
        }
      }
    }
    const sourceRow = sourceChanged ? await touchWishlist(tx, source.id) : source;
    const destinationRow: WishlistRow = destinationChanged
      ? await touchWishlist(tx, destination.id)
      : destination;
    return {
      source_wishlist: toView(sourceRow),
      destination_wishlist: toView(destinationRow),
      user_errors: userErrors,
    };
  });
}

function copyOf(item: WishlistItemRow, wishlistId: number, qty: Decimal) {
  return {
    wishlistId,
    productId: item.productId,
    childProductId: item.childProductId,
    qty: qty.toFixed(),
    options: item.options,
    description: item.description,
  };
}
