// /:website/checkout/cart (Magento's path): the cart page — lines with quantity steppers and
// remove, the coupon, the comment and the totals, and for a customer "Save as estimate". Its forms
// post here (intent=update, remove, apply-coupon, remove-coupon, comment, save-as-estimate); the
// update-cart guard loads the cart fresh for the page. Below the lines, the lines' cross-sells as
// the listing's cards with their cart button.
import { data, useActionData } from 'react-router';
import { withCardAddToCart } from '~/features/cart/CardAddToCart';
import { CartPage } from '~/features/cart/CartPage';
import { cartPagePath } from '~/features/cart/cart-action-data';
import { changeCart } from '~/features/cart/cart-actions.server';
import { cartAnswer } from '~/features/cart/cart-answer.server';
import { isCartPageRequest, readCartPageRequest } from '~/features/cart/cart-form';
import { getShopperCart } from '~/features/cart/cart-state.server';
import { loadCrossSells } from '~/features/cart/cross-sells.server';
import { SaveAsEstimateForm } from '~/features/estimates/SaveAsEstimateForm';
import { ProductCard } from '~/features/listing/ProductCard';
import { AddToProjectButton } from '~/features/projects/AddToProjectButton';
import { loadProjectChoices } from '~/features/projects/projects.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { useCartTaxDisplay } from '~/lib/cart/tax-display';
import { mergeMeta, messageFromMatches, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { guards } from '~/middleware/index';
import type { Route } from './+types/cart';
import { isSaveAsEstimate, saveCartAsEstimate } from './cart-save-as-estimate.server';

export const middleware = guards('update-cart');

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const signedIn = Boolean(shop.headers.authToken);
  const cart = getShopperCart(context, request, shop);
  const [{ view }, projects, crossSells] = await Promise.all([
    cart,
    // "Save as estimate" offers the customer's projects (none for guests, who cannot save one).
    signedIn ? loadProjectChoices(shop) : Promise.resolve(null),
    cart.then(({ view }) => loadCrossSells(shop, view.lines)),
  ]);
  return data(
    { website: shop.website, cart: view, saveAsEstimate: signedIn ? { projects } : null, crossSells },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  if (isSaveAsEstimate(form)) return saveCartAsEstimate(request, shop, form);
  const back = cartPagePath(shop.website);
  const wanted = readCartPageRequest(form);
  if (!isCartPageRequest(wanted)) {
    const answer = {
      ok: false as const,
      intent: String(form.get('intent') ?? ''),
      message: { key: wanted.errorKey },
      field: wanted.field,
    };
    return cartAnswer(request, form, { answer, setCookies: [] }, back);
  }
  return cartAnswer(request, form, await changeCart({ request, context, shop }, wanted), back);
}

export function meta({ matches }: Route.MetaArgs) {
  const title = messageFromMatches(matches, 'cart.title');
  return mergeMeta(parentMeta(matches), [
    ...(title ? [{ title }] : []),
    { name: 'robots', content: 'noindex,nofollow' },
  ]);
}

const addCrossSell = withCardAddToCart();

export default function Cart({ loaderData }: Route.ComponentProps) {
  const display = useCartTaxDisplay();
  const answer = useActionData<typeof action>();
  const { saveAsEstimate } = loaderData;
  return (
    <CartPage
      website={loaderData.website}
      cart={loaderData.cart}
      display={display}
      crossSells={loaderData.crossSells}
      renderCard={(item) => (
        <ProductCard item={item} mode="grid" eager={false} nameTag="h3" action={addCrossSell(item)} />
      )}
      asideExtra={
        saveAsEstimate ? (
          <SaveAsEstimateForm
            action={cartPagePath(loaderData.website)}
            projects={saveAsEstimate.projects}
            bundles={loaderData.cart.lines.filter((line) => line.bundle).map((line) => line.name)}
            answer={answer && 'values' in answer ? answer : undefined}
          />
        ) : null
      }
      // Projects hold one product per item: a bundle line has no "Add to project".
      renderLineAction={(line) =>
        line.bundle ? null : (
          <AddToProjectButton
            variant="line"
            product={{
              sku: line.sku,
              parentSku: line.parentSku,
              selectedOptions: [],
              quantity: line.quantity,
              name: line.name,
            }}
          />
        )
      }
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
