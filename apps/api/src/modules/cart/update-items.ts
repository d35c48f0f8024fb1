// Changing and removing cart lines, by `cart_item_uid` (base64 of the id) or the deprecated
// `cart_item_id`. A quantity of 0 removes the line; any other quantity must pass the sale rules.
// New custom options are checked like an add; a line that becomes the same as another joins it.
// A line whose price was agreed in a proposal keeps its quantity and options (the price was agreed
// for them, tiers included): changing them is refused, removing the line is not.
import { Decimal } from 'decimal.js';
import type {
  CartItemUpdateInput,
  RemoveItemFromCartInput,
  UpdateCartItemsInput,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import { decodeUid, encodeUid } from '../catalog/category-service.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { customOptions, ItemProblem, parseOptions } from '../wishlist/buy-request.ts';
import { changeCart } from './cart-change.ts';
import { REQUIRED_OPTIONS, sameLine } from './cart-line.ts';
import type { CartState } from './cart-state.ts';
import type { CartView } from './cart-view.ts';
import { lineStockProblem } from './line-stock.ts';
import { type CartItemRow, deleteItems, setItemOptions, setItemQty } from './store.ts';

export const BOTH_IDS = "`cart_item_id` and `cart_item_uid` can't be used at the same time.";

/** How updateCartItems and removeItemFromCart name a line. */
type ItemReference = Pick<CartItemUpdateInput, 'cart_item_id' | 'cart_item_uid'>;

/** The item id a reference names; `missing` is the message when it names none. */
function referencedId(ref: ItemReference, missing: string): number {
  const hasId = ref.cart_item_id != null && ref.cart_item_id !== 0;
  const hasUid = ref.cart_item_uid != null && ref.cart_item_uid !== '';
  if (hasId && hasUid) throw inputError(BOTH_IDS);
  if (hasId) return ref.cart_item_id as number;
  if (!hasUid) throw inputError(missing);
  const decoded = decodeUid(ref.cart_item_uid as string);
  return /^\d{1,9}$/.test(decoded) ? Number(decoded) : -1;
}

const shownId = (ref: ItemReference, id: number) => ref.cart_item_uid ?? String(id);

/** Why an agreed line's quantity and options stay as they are. */
export async function agreedLineFixed(scoped: RequestContext, item: CartItemRow): Promise<string> {
  const record = await productLoader(scoped).records.load(item.productId);
  const name = record?.name ?? record?.sku ?? `#${item.productId}`;
  return (
    `The price of “${name}” was agreed in a proposal for a quantity of ${new Decimal(item.qty).toString()} and these options: ` +
    'they cannot be changed in the cart. Remove the line, or ask for a new proposal.'
  );
}

async function newOptions(scoped: RequestContext, item: CartItemRow, input: CartItemUpdateInput) {
  const parsed = parseOptions({
    entered_options: (input.customizable_options ?? []).flatMap((o) =>
      o ? [{ uid: o.uid ?? encodeUid(`custom-option/${o.id}`), value: o.value_string }] : [],
    ),
  });
  if (parsed instanceof ItemProblem) throw inputError(parsed.message);
  const options = await customOptions(scoped, item.productId, parsed);
  if (options instanceof ItemProblem) throw inputError(options.message);
  const all = await productLoader(scoped).options.load(item.productId);
  if (all.some(({ option }) => option.isRequired && options[String(option.id)] === undefined)) {
    throw inputError(REQUIRED_OPTIONS);
  }
  return options;
}

async function updateOne(
  scoped: RequestContext,
  state: CartState,
  input: CartItemUpdateInput,
): Promise<void> {
  const id = referencedId(input, 'Required parameter "cart_item_id" for "cart_items" is missing.');
  const item = state.items.find((i) => i.id === id);
  if (!item) throw noSuchEntityError(`Could not find cart item with id: ${shownId(input, id)}.`);
  if (input.quantity == null) throw inputError('Required parameter "quantity" for "cart_items" is missing.');
  const qty = new Decimal(input.quantity);
  if (qty.isZero()) {
    await deleteItems(scoped.db, state.cart.id, [item.id]);
    state.items = state.items.filter((i) => i !== item);
    return;
  }
  if (item.agreedUnitPrice !== null) {
    if (input.customizable_options || !qty.eq(item.qty))
      throw inputError(await agreedLineFixed(scoped, item));
    return;
  }
  let target = item;
  if (input.customizable_options) {
    item.options = await newOptions(scoped, item, input);
    const twin = state.items.find((i) => i !== item && sameLine(i, item));
    if (twin) {
      // The line now equals another one: they become one line (Magento's merge of equal items).
      await deleteItems(scoped.db, state.cart.id, [item.id]);
      state.items = state.items.filter((i) => i !== item);
      target = twin;
    } else {
      await setItemOptions(scoped.db, item.id, item.options);
    }
  }
  const total = target === item ? qty : qty.plus(target.qty);
  const problem = await lineStockProblem(scoped, target, total);
  if (problem) throw inputError(problem.message);
  await setItemQty(scoped.db, target.id, total.toFixed());
  target.qty = total.toFixed();
}

export async function updateCartItems(
  ctx: RequestContext,
  input: UpdateCartItemsInput | null | undefined,
): Promise<{ cart: CartView }> {
  const items = (input?.cart_items ?? []).filter((i): i is CartItemUpdateInput => i !== null);
  if (items.length === 0) throw inputError('Required parameter "cart_items" is missing.');
  const { view } = await changeCart(ctx, input?.cart_id, async (scoped, state) => {
    for (const item of items) await updateOne(scoped, state, item);
  });
  return { cart: view };
}

export async function removeItemFromCart(
  ctx: RequestContext,
  input: RemoveItemFromCartInput | null | undefined,
): Promise<{ cart: CartView }> {
  const { view } = await changeCart(ctx, input?.cart_id, async (_scoped, state) => {
    const id = referencedId(input ?? {}, 'Required parameter "cart_item_id" is missing.');
    if (!state.items.some((i) => i.id === id)) throw noSuchEntityError("The cart doesn't contain the item");
    await deleteItems(_scoped.db, state.cart.id, [id]);
  });
  return { cart: view };
}
