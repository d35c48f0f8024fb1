// The hidden fields of the cart's forms: where a plain post comes back to, and — once hydrated —
// the marker that asks the action for data instead of a redirect.
import { useLocation } from 'react-router';
import { useHydrated, VIA_FETCHER } from '~/lib/forms/via-fetcher';

export function CartFormFields({ intent }: { intent?: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
    </>
  );
}

/** The product an add-to-cart form adds (Magento's CartItemInput: sku, parent_sku, quantity). */
export function CartItemFields(props: {
  sku: string;
  name: string;
  /** Left out when the form has a quantity field of its own. */
  quantity?: number | string;
  parentSku?: string | null;
}) {
  return (
    <>
      <CartFormFields />
      <input type="hidden" name="sku" value={props.sku} />
      {props.parentSku ? <input type="hidden" name="parent_sku" value={props.parentSku} /> : null}
      {props.quantity === undefined ? null : <input type="hidden" name="quantity" value={props.quantity} />}
      <input type="hidden" name="product_name" value={props.name} />
    </>
  );
}
