// /:website/customer/account/projects/:id/products: the project's products — quantities, notes,
// comments, remove, and "add all to cart" (through the cart feature's add action; then the cart).
import { data, redirect, useActionData } from 'react-router';
import { accountMeta } from '~/features/account/account-meta';
import { cartPagePath } from '~/features/cart/cart-action-data';
import { addItemsToCart } from '~/features/cart/cart-actions.server';
import { ProjectProductsPage } from '~/features/projects/ProjectProductsPage';
import { readProductsRequest } from '~/features/projects/project-form';
import { projectIdOf, projectPaths } from '~/features/projects/project-paths';
import {
  commentProjectLine,
  loadProjectProducts,
  removeProjectLine,
  updateProjectLines,
} from '~/features/projects/projects.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { flashCookie } from '~/lib/flash.server';
import type { FormMessage } from '~/lib/form-messages';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project-products';

export const handle = { accountCrumbs: [{ key: 'project.tabs.products' }] };

function projectId(value: string | undefined): number {
  const id = projectIdOf(value);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

export function loader({ params, context }: Route.LoaderArgs) {
  return loadProjectProducts(getShopContext(context), projectId(params.id));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const id = projectId(params.id);
  const wanted = readProductsRequest(await request.formData());
  const refuse = (message: FormMessage) => data<{ message: FormMessage }>({ message }, { status: 400 });
  if ('errorKey' in wanted) return refuse({ key: wanted.errorKey });
  const back = (key: string) =>
    redirect(projectPaths.products(shop.website, id), {
      headers: { 'Set-Cookie': flashCookie(request, { type: 'success', key }) },
    });

  switch (wanted.intent) {
    case 'update': {
      const saved = await updateProjectLines(shop, id, wanted.lines, wanted.note);
      return saved.ok ? back('project.message.products_saved') : refuse(saved.message);
    }
    case 'remove': {
      const removed = await removeProjectLine(shop, id, wanted.lineId);
      return removed.ok ? back('project.message.product_removed') : refuse(removed.message);
    }
    case 'comment': {
      const added = await commentProjectLine(shop, id, wanted.lineId, wanted.comment);
      return added.ok ? back('project.message.comment_added') : refuse(added.message);
    }
    case 'add-to-cart': {
      const products = await loadProjectProducts(shop, id);
      const items = products.lines.flatMap((line) =>
        line.cartItem
          ? [
              {
                sku: line.cartItem.sku,
                quantity: line.quantity,
                ...(line.cartItem.selectedOptions.length > 0
                  ? { selected_options: line.cartItem.selectedOptions }
                  : {}),
              },
            ]
          : [],
      );
      if (items.length === 0) return refuse({ key: 'error.something_went_wrong_try_again_later' });
      const result = await addItemsToCart({ request, context, shop }, items, {
        key: 'project.message.added_to_cart',
      });
      const headers = new Headers();
      for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
      if (!result.answer.ok) {
        return data<{ message: FormMessage }>({ message: result.answer.message }, { status: 400, headers });
      }
      headers.append('Set-Cookie', flashCookie(request, { type: 'success', ...result.answer.message }));
      return redirect(cartPagePath(shop.website), { headers });
    }
  }
}

export const meta = accountMeta('project.tabs.products');

export default function AccountProjectProducts({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return <ProjectProductsPage data={loaderData} message={answer?.message} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
