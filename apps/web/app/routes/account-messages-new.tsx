// /:website/customer/account/messages/new: the new-ticket form (issue 15), linked to a project,
// estimate or order by `?project=`, `?estimate=`, `?order=`; the name and e-mail come from the
// account. The post (multipart, with files) opens the ticket and goes on to its thread.
import { useActionData } from 'react-router';
import { accountMeta } from '~/features/account/account-meta';
import { loadDepartments, loadSubject } from '~/features/helpdesk/helpdesk.server';
import { newTicketAction } from '~/features/helpdesk/helpdesk-actions.server';
import { aboutOf } from '~/features/helpdesk/helpdesk-paths';
import { type NewTicketData, NewTicketPage } from '~/features/helpdesk/NewTicketPage';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { getGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/account-messages-new';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('helpdesk')];

export const handle = {
  accountCrumbs: [{ key: 'helpdesk.nav', to: 'messages' }, { key: 'helpdesk.new.title' }],
};

export async function loader({ request, context }: Route.LoaderArgs): Promise<NewTicketData> {
  const shop = getShopContext(context);
  const customer = getGuardedCustomer(context);
  const about = aboutOf(new URL(request.url));
  const [departments, subject] = await Promise.all([loadDepartments(shop), loadSubject(shop, about)]);
  return {
    website: shop.website,
    departments,
    // Linked to what was found (a project or estimate the customer may not read is not linked;
    // the form stays usable).
    about: {
      projectId: subject?.kind === 'project' ? about.projectId : null,
      estimateId: subject?.kind === 'estimate' ? about.estimateId : null,
      orderNumber: subject?.kind === 'order' ? about.orderNumber : null,
    },
    subject,
    defaults: {
      subject: '',
      department: String(
        departments.find((department) => department.code === 'sales')?.id ?? departments[0]?.id ?? '',
      ),
      content: '',
      name: [customer.firstname, customer.lastname].filter(Boolean).join(' '),
      email: customer.email ?? '',
    },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return newTicketAction(request, getShopContext(context));
}

export const meta = accountMeta('helpdesk.new.title');

export default function AccountMessagesNew({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return <NewTicketPage data={loaderData} answer={answer} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
