// Gift card accounts (Adobe Commerce's GiftCardAccountGraphQl). Atrium sells and issues no gift
// cards, so no account exists and every code is unknown. The operations check their input and the
// cart in the order Magento's resolvers do (Model/Resolver/ApplyGiftCardToCart, RemoveGiftCardFromCart,
// GiftCardAccount) and then answer Magento's error for a code it cannot find. The cart checks run
// in `changeCart`'s transaction, so a refusal changes nothing.
import type {
  ApplyGiftCardToCartInput,
  GiftCardAccountInput,
  RemoveGiftCardFromCartInput,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import { CART_ID_MISSING } from './cart-access.ts';
import { changeCart } from './cart-change.ts';
import type { CartView } from './cart-view.ts';

export const GIFT_CARD_CODE_MISSING = 'Required parameter "gift_card_code" is missing';
/** The giftCardAccount query words it differently (Magento's GiftCardAccount resolver). */
export const ACCOUNT_CODE_MISSING = "Required parameter 'gift_card_code' is missing.";
/** GiftCardAccount\Model\Manager throws a bare NoSuchEntityException for an unknown code. */
export const NO_SUCH_GIFT_CARD = 'No such entity.';
export const GIFT_CARD_NOT_ADDED =
  "The gift card code couldn't be added. Verify your information and try again.";
export const GIFT_CARD_NOT_REMOVED = "The gift card couldn't be deleted from the quote.";
/** Magento names the quote by its entity id; we name it by the id the client sent. */
export const cartWithoutProducts = (maskedId: string) => `The "${maskedId}" Cart doesn't contain products.`;

const present = (value: string | null | undefined) => (value ?? '').trim() !== '';

function checkInput(input: Partial<ApplyGiftCardToCartInput>): void {
  if (!present(input.cart_id)) throw inputError(CART_ID_MISSING);
  if (!present(input.gift_card_code)) throw inputError(GIFT_CARD_CODE_MISSING);
}

/** `giftCardAccount(input)`: the balance of a gift card; there are none to find. */
export async function giftCardAccount(
  _ctx: RequestContext,
  input: Partial<GiftCardAccountInput>,
): Promise<never> {
  if (!present(input.gift_card_code)) throw inputError(ACCOUNT_CODE_MISSING);
  throw noSuchEntityError(NO_SUCH_GIFT_CARD);
}

/** The one outcome for a cart the caller may use: the cart has no products, or the code is unknown. */
async function refuseOnCart(
  ctx: RequestContext,
  maskedId: string | null | undefined,
  unknownCode: string,
): Promise<{ cart: CartView }> {
  const { view } = await changeCart(ctx, maskedId, async (_scoped, state) => {
    if (state.items.length === 0) throw inputError(cartWithoutProducts(state.cart.maskedId));
    throw inputError(unknownCode);
  });
  return { cart: view };
}

export async function applyGiftCardToCart(
  ctx: RequestContext,
  input: Partial<ApplyGiftCardToCartInput>,
): Promise<{ cart: CartView }> {
  checkInput(input);
  return refuseOnCart(ctx, input.cart_id, GIFT_CARD_NOT_ADDED);
}

export async function removeGiftCardFromCart(
  ctx: RequestContext,
  input: Partial<RemoveGiftCardFromCartInput>,
): Promise<{ cart: CartView }> {
  checkInput(input);
  return refuseOnCart(ctx, input.cart_id, GIFT_CARD_NOT_REMOVED);
}
