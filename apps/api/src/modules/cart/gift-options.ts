// Gift options of a cart (setGiftOptionsOnCart): the order's gift message, a gift receipt and a
// printed card, each only where the store view's sales/gift_options/* allows it. The input is the
// whole set of options: what it leaves out is cleared. Atrium has no wrapping designs, so any
// wrapping id is refused. Place order copies the options onto the order (sales/order-writer.ts).
import type { SetGiftOptionsOnCartInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { giftOptionsConfig } from '../store/index.ts';
import { changeCart } from './cart-change.ts';
import type { CartView } from './cart-view.ts';
import { updateCart } from './store.ts';
import type { GiftMessageValue } from './tables.ts';

/** Magento's gift_message.sender / recipient are varchar(255); the text is Atrium's limit. */
export const MAX_GIFT_NAME_LENGTH = 255;
export const MAX_GIFT_MESSAGE_LENGTH = 1000;

export const GIFT_MESSAGE_UNAVAILABLE = "The gift message isn't available.";
export const GIFT_MESSAGE_EMPTY_CART =
  "Gift messages can't be used for an empty cart. Add an item and try again.";
export const GIFT_MESSAGE_TEXT_MISSING = 'Enter the text of the gift message.';
export const GIFT_RECEIPT_UNAVAILABLE = "The gift receipt isn't available.";
export const PRINTED_CARD_UNAVAILABLE = "The printed card isn't available.";
export const GIFT_WRAPPING_UNAVAILABLE = "The gift wrapping isn't available.";

// Control characters other than tab and line feed (a message keeps its line breaks).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\uFEFF]/g;

/** Plain text: line breaks normalised, control and direction characters removed, trimmed. */
export function plainText(value: string | null | undefined, multiline: boolean): string {
  const text = (value ?? '').replace(/\r\n?/g, '\n').replace(CONTROL, '');
  return (multiline ? text : text.replace(/[\n\t]+/g, ' ')).trim();
}

function limited(field: string, value: string, max: number): string {
  if ([...value].length > max)
    throw inputError(`The gift message "${field}" cannot be longer than ${max} characters.`);
  return value;
}

/** The stored message of an input: null when absent or all empty; the text is then required. */
export function giftMessageOf(input: SetGiftOptionsOnCartInput['gift_message']): GiftMessageValue | null {
  if (!input) return null;
  const to = limited('to', plainText(input.to, false), MAX_GIFT_NAME_LENGTH);
  const from = limited('from', plainText(input.from, false), MAX_GIFT_NAME_LENGTH);
  const message = limited('message', plainText(input.message, true), MAX_GIFT_MESSAGE_LENGTH);
  if (to === '' && from === '' && message === '') return null;
  if (message === '') throw inputError(GIFT_MESSAGE_TEXT_MISSING);
  return { to, from, message };
}

export async function setGiftOptionsOnCart(
  ctx: RequestContext,
  input: Partial<SetGiftOptionsOnCartInput>,
): Promise<{ cart: CartView }> {
  const { view } = await changeCart(ctx, input.cart_id, async (scoped, state) => {
    const config = giftOptionsConfig(scoped.config);
    const giftMessage = giftMessageOf(input.gift_message);
    const giftReceipt = input.gift_receipt_included === true;
    const printedCard = input.printed_card_included === true;
    if (giftMessage && !config.order) throw inputError(GIFT_MESSAGE_UNAVAILABLE);
    if (giftMessage && state.items.length === 0) throw inputError(GIFT_MESSAGE_EMPTY_CART);
    if (giftReceipt && !config.giftReceipt) throw inputError(GIFT_RECEIPT_UNAVAILABLE);
    if (printedCard && !config.printedCard) throw inputError(PRINTED_CARD_UNAVAILABLE);
    if ((input.gift_wrapping_id ?? '').trim() !== '') throw inputError(GIFT_WRAPPING_UNAVAILABLE);
    await updateCart(scoped.db, state.cart.id, {
      giftMessage,
      giftReceiptIncluded: giftReceipt,
      printedCardIncluded: printedCard,
    });
  });
  return { cart: view };
}
