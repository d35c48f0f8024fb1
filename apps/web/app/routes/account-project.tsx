// /:website/customer/account/projects/:id: the project's overview tab — description and name,
// delivery address, people, invites and deleting (the owner; managers change the address).
import { data, redirect, useActionData, useRouteLoaderData } from 'react-router';
import { accountMeta } from '~/features/account/account-meta';
import { type OverviewAnswer, ProjectOverviewPage } from '~/features/projects/ProjectOverviewPage';
import {
  checkProjectAddress,
  readInvite,
  readProjectAddressValues,
  readProjectDetails,
} from '~/features/projects/project-form';
import { projectIdOf, projectPaths } from '~/features/projects/project-paths';
import { deleteProject, sendInvite, updateProject } from '~/features/projects/projects.server';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { loadCountryOptions } from '~/lib/address/address-book.server';
import { flashCookie } from '~/lib/flash.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project';
import type { loader as layoutLoader } from './account-project-layout';

export const handle = { accountCrumbs: [{ key: 'project.tabs.overview' }] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const url = new URL(request.url);
  return {
    countries: await loadCountryOptions(shop, getRequestLocale(request, context)),
    confirmingDelete: url.searchParams.get('delete') === '1',
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const id = projectIdOf(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const intent = form.get('intent');
  const back = (key: string) =>
    redirect(projectPaths.project(shop.website, id), {
      headers: { 'Set-Cookie': flashCookie(request, { type: 'success', key }) },
    });

  if (intent === 'edit') {
    const read = readProjectDetails(form);
    if (!read.ok)
      return data<OverviewAnswer>({ intent, values: read.values, errors: read.errors }, { status: 400 });
    const saved = await updateProject(shop, id, read.values);
    if (!saved.ok) {
      return data<OverviewAnswer>(
        { intent, values: read.values, errors: {}, message: saved.message },
        { status: 400 },
      );
    }
    return back('project.message.saved');
  }
  if (intent === 'address') {
    const values = readProjectAddressValues(form);
    const countries = await loadCountryOptions(shop, getRequestLocale(request, context), [
      values.countryCode,
    ]);
    const checked = checkProjectAddress(values, countries);
    if (!checked.ok) return data<OverviewAnswer>({ intent, values, errors: checked.errors }, { status: 400 });
    const saved = await updateProject(shop, id, { address: checked.input });
    if (!saved.ok)
      return data<OverviewAnswer>({ intent, values, errors: {}, message: saved.message }, { status: 400 });
    return back('project.message.address_saved');
  }
  if (intent === 'invite') {
    const read = readInvite(form);
    if (!read.ok)
      return data<OverviewAnswer>({ intent, email: read.email, error: read.error }, { status: 400 });
    const sent = await sendInvite(shop, id, read.email);
    if (!sent.ok || !sent.value.status) {
      const message = sent.ok ? { text: sent.value.message } : sent.message;
      return data<OverviewAnswer>({ intent, email: read.email, message }, { status: 400 });
    }
    return redirect(projectPaths.project(shop.website, id), {
      headers: {
        'Set-Cookie': flashCookie(request, {
          type: 'success',
          key: 'project.message.invite_sent',
          values: { email: read.email },
        }),
      },
    });
  }
  if (intent === 'delete') {
    const deleted = await deleteProject(shop, id);
    if (!deleted.ok) return data<OverviewAnswer>({ intent, message: deleted.message }, { status: 400 });
    // Spec §8: the server's message, as a success or an error by its status.
    if (!deleted.value.status) {
      return data<OverviewAnswer>({ intent, message: { text: deleted.value.message } }, { status: 400 });
    }
    return redirect(projectPaths.list(shop.website), {
      headers: { 'Set-Cookie': flashCookie(request, { type: 'success', text: deleted.value.message }) },
    });
  }
  return data<OverviewAnswer>({ intent: 'delete', message: { key: 'error.default' } }, { status: 400 });
}

export const meta = accountMeta('project.tabs.overview');

export default function AccountProject({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('project');
  const answer = useActionData<typeof action>();
  if (!layout) return null;
  return (
    <ProjectOverviewPage
      website={layout.website}
      project={layout.project}
      countries={loaderData.countries}
      confirmingDelete={loaderData.confirmingDelete}
      answer={answer}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
