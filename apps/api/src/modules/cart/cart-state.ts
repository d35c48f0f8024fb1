// Everything stored about one cart, read together: the row, its lines, addresses, payment, and the
// stock rows of the lines' products (fresh from the product table: orders change stock).
import type { Db } from '../../db/client.ts';
import {
  type CartAddressRow,
  type CartItemRow,
  type CartPaymentRow,
  type CartRow,
  findPayment,
  listAddresses,
  listItems,
  readStock,
  type StockRow,
} from './store.ts';

/** Everything stored about one cart, read together. */
export interface CartState {
  cart: CartRow;
  items: CartItemRow[];
  shipping: CartAddressRow | undefined;
  billing: CartAddressRow | undefined;
  payment: CartPaymentRow | undefined;
  /** Products of the lines (added and charged), fresh from the product table. */
  stock: Map<number, StockRow>;
}

/**
 * Magento's Quote::isVirtual: every line's product is virtual (an empty cart is not virtual). A
 * virtual cart is never shipped: no shipping address, method or charge (docs/cart-and-checkout.md).
 */
export function isVirtualCart(state: Pick<CartState, 'items' | 'stock'>): boolean {
  return (
    state.items.length > 0 &&
    state.items.every((i) => state.stock.get(i.variantId ?? i.productId)?.typeId === 'virtual')
  );
}

export async function loadCartState(db: Db, cart: CartRow): Promise<CartState> {
  const [items, addresses, payment] = await Promise.all([
    listItems(db, cart.id),
    listAddresses(db, cart.id),
    findPayment(db, cart.id),
  ]);
  const stock = await readStock(
    db,
    items.flatMap((i) => [i.productId, ...(i.variantId ? [i.variantId] : [])]),
  );
  return {
    cart,
    items,
    shipping: addresses.find((a) => a.kind === 'shipping'),
    billing: addresses.find((a) => a.kind === 'billing'),
    payment,
    stock,
  };
}
