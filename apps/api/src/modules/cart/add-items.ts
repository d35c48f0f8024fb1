// Adding products: each input becomes a line (or joins the same product with the same options,
// quantities summed), checked against stock and the sale rules for the resulting quantity.
// addProductsToCart reports problems as user_errors and still adds the valid items;
// addSimple/addConfigurableProductsToCart throw them (one GraphQL error each) and add nothing.
import type { GraphQLError } from 'graphql';
import type {
  AddDownloadableProductsToCartInput,
  BundleProductCartItemInput,
  CartUserInputError,
  ConfigurableProductCartItemInput,
  SimpleProductCartItemInput,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import { changeCart } from './cart-change.ts';
import { type CartLine, type CartLineInput, LineProblem, resolveLine, sameLine } from './cart-line.ts';
import type { CartState } from './cart-state.ts';
import type { CartView } from './cart-view.ts';
import { groupedLines } from './grouped-lines.ts';
import { lineStockProblem } from './line-stock.ts';
import { insertItem, setItemQty } from './store.ts';

/** Most lines one call may add. */
export const MAX_LINES_PER_CALL = 100;

/** Adds one resolved line to the cart (state.items is kept current), or answers its problem. */
async function addLine(
  scoped: RequestContext,
  state: CartState,
  line: CartLine,
): Promise<LineProblem | null> {
  const same = state.items.find((row) => sameLine(row, line));
  const qty = same ? line.qty.plus(same.qty) : line.qty;
  const problem = await lineStockProblem(scoped, line, qty);
  if (problem) return new LineProblem(problem.message, problem.code);
  if (same) {
    await setItemQty(scoped.db, same.id, qty.toFixed());
    same.qty = qty.toFixed();
  } else {
    state.items.push(
      await insertItem(scoped.db, {
        cartId: state.cart.id,
        productId: line.productId,
        variantId: line.variantId,
        qty: line.qty.toFixed(),
        options: line.options,
        bundle: line.bundle,
      }),
    );
  }
  return null;
}

async function addAll(
  scoped: RequestContext,
  state: CartState,
  inputs: CartLineInput[],
): Promise<CartUserInputError[]> {
  const errors: CartUserInputError[] = [];
  for (const input of inputs) {
    // A grouped product's input makes a line per member chosen; any other input one line.
    const lines = (await groupedLines(scoped, input)) ?? [await resolveLine(scoped, input)];
    for (const line of lines) {
      const problem = line instanceof LineProblem ? line : await addLine(scoped, state, line);
      if (problem) errors.push({ code: problem.code, message: problem.message });
    }
  }
  return errors;
}

function checkCount(inputs: unknown[]): void {
  if (inputs.length > MAX_LINES_PER_CALL) {
    throw inputError(`No more than ${MAX_LINES_PER_CALL} products can be added to the cart at once.`);
  }
}

export async function addProductsToCart(
  ctx: RequestContext,
  cartId: string,
  inputs: CartLineInput[],
): Promise<{ cart: CartView; user_errors: CartUserInputError[] }> {
  checkCount(inputs);
  const { view, result } = await changeCart(ctx, cartId, (scoped, state) => addAll(scoped, state, inputs));
  return { cart: view, user_errors: result };
}

const asGraphQLError = (e: CartUserInputError): GraphQLError =>
  e.code === 'PRODUCT_NOT_FOUND' ? noSuchEntityError(e.message) : inputError(e.message);

/** addSimpleProductsToCart / addConfigurableProductsToCart: all lines or none. */
export async function addProductsOrFail(
  ctx: RequestContext,
  cartId: string | undefined,
  inputs: (CartLineInput | null)[],
): Promise<{ cart: CartView }> {
  const lines = inputs.filter((i): i is CartLineInput => i !== null);
  if (lines.length === 0) throw inputError('Required parameter "cart_items" is missing');
  checkCount(lines);
  const { view } = await changeCart(ctx, cartId, async (scoped, state) => {
    const errors = await addAll(scoped, state, lines);
    const [first] = errors;
    if (!first) return;
    // Magento expands its aggregate error into one error per problem.
    if (errors.length === 1) throw asGraphQLError(first);
    throw new AggregateError(errors.map(asGraphQLError), 'Cannot add product to cart');
  });
  return { cart: view };
}

/**
 * addDownloadableProductsToCart: the catalogue sells no downloadable product, so no SKU names one.
 * The cart is checked as for any change (missing, unknown, someone else's), then every SKU gets
 * Magento's answer for a product it cannot find (docs/cart-and-checkout.md); nothing is added.
 */
export async function addDownloadableProductsToCart(
  ctx: RequestContext,
  input: AddDownloadableProductsToCartInput | null | undefined,
): Promise<{ cart: CartView }> {
  const items = (input?.cart_items ?? []).filter((i) => i !== null);
  const { view } = await changeCart(ctx, input?.cart_id, async () => {
    if (items.length === 0) throw inputError('Required parameter "cart_items" is missing');
    checkCount(items);
    const errors = items.map((item) => notDownloadable(item.data.sku));
    if (errors.length === 1) throw errors[0];
    throw new AggregateError(errors, 'Cannot add product to cart');
  });
  return { cart: view };
}

const notDownloadable = (sku: string): GraphQLError =>
  noSuchEntityError(`Could not find a product with SKU "${sku.trim()}"`);

export const simpleLineInput = (item: SimpleProductCartItemInput | null): CartLineInput | null =>
  item ? { ...item.data, customizable_options: item.customizable_options } : null;

/** The variant is `variant_sku` or `data.sku`; the configurable `parent_sku` (item or data). */
export const configurableLineInput = (item: ConfigurableProductCartItemInput | null): CartLineInput | null =>
  item
    ? {
        ...item.data,
        sku: item.variant_sku ?? item.data.sku,
        parent_sku: item.parent_sku ?? item.data.parent_sku,
        customizable_options: item.customizable_options,
      }
    : null;

/** A bundle's `bundle_options` travel with the line to `resolveLine`. */
export const bundleLineInput = (item: BundleProductCartItemInput | null): CartLineInput | null =>
  item
    ? { ...item.data, customizable_options: item.customizable_options, bundle_options: item.bundle_options }
    : null;
