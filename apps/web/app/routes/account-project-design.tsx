// /:website/customer/account/projects/:id/design: a project's design tab (issue 13 §2): boards with
// pictures and points, text notes, colour palettes, their editor and the design PDF.
import { data, redirect, useActionData } from 'react-router';
import { accountMeta } from '~/features/account/account-meta';
import { DesignPage } from '~/features/project-design/DesignPage';
import type { DesignActionData } from '~/features/project-design/design-action-data';
import { readDesignRequest } from '~/features/project-design/design-form';
import { designPaths } from '~/features/project-design/design-paths';
import { loadProjectDesign, projectIdOf, writeDesign } from '~/features/project-design/project-design.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { flashCookie } from '~/lib/flash.server';
import { formText } from '~/lib/forms/form-errors';
import { isViaFetcher } from '~/lib/forms/via-fetcher';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project-design';

export const handle = { accountCrumbs: [{ key: 'project_design.title' }] };

export function loader({ params, context }: Route.LoaderArgs) {
  return loadProjectDesign(getShopContext(context), projectIdOf(params.id));
}

const SUCCESS_KEYS: Record<string, string> = {
  'add-board': 'project_design.saved.board',
  'add-text': 'project_design.saved.text',
  'add-palette': 'project_design.saved.palette',
  rename: 'project_design.saved.renamed',
  remove: 'project_design.saved.removed',
  points: 'project_design.saved.points',
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const projectId = projectIdOf(params.id);
  const form = await request.formData();
  const read = readDesignRequest(form);
  const intent = read.ok ? read.request.intent : null;
  if (!read.ok) {
    return data<DesignActionData>(
      { ok: false, intent: intentOf(formText(form, 'intent')), message: read.message },
      { status: 400 },
    );
  }
  const result = await writeDesign(shop, projectId, read.request);
  if (!result.ok)
    return data<DesignActionData>({ ok: false, intent, message: result.message }, { status: 400 });
  if (isViaFetcher(form)) return data<DesignActionData>({ ok: true, intent });
  // A form post comes back to the tab with a confirmation.
  const flash = flashCookie(request, {
    type: 'success',
    key: SUCCESS_KEYS[intent ?? ''] ?? 'project_design.saved.points',
  });
  return redirect(designPaths.design(shop.website, projectId), { headers: { 'Set-Cookie': flash } });
}

function intentOf(value: string): DesignActionData['intent'] {
  const known = ['add-board', 'rename', 'remove', 'points', 'add-text', 'add-palette'] as const;
  return known.find((intent) => intent === value) ?? null;
}

export const meta = accountMeta('project_design.title');

export default function AccountProjectDesign({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const { website, projectId } = loaderData;
  return (
    <DesignPage
      data={loaderData}
      actionData={actionData}
      productsHref={designPaths.products(website, projectId)}
      pdfHref={designPaths.pdf(website, projectId)}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
