// One estimate (spec §2 estimates/{id}, and projects/{id}/estimates/{id}): the items with the
// figures this reader may see, the totals and the status actions beside them (below on phones),
// then the delivery, the people and history, and the forms that manage the estimate. Every form is
// a real form posting to this page's action (redirect back with a flash message), so the page works
// without JavaScript and the same way with it.
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import type { CountryOption } from '~/lib/address/address-form';
import { EstimateDelivery } from './EstimateDelivery';
import { EstimateHeader } from './EstimateHeader';
import { EstimateItems } from './EstimateItems';
import { DeleteSection, InviteForm, RenameForm } from './EstimateManage';
import { EstimateStatusActions } from './EstimateStatusActions';
import { EstimateHistory, EstimatePeople, EstimateTotals, Section } from './EstimateSummary';
import type { EstimateAnswer } from './estimate-answer';
import { type EstimateScope, estimatePaths } from './estimate-paths';
import type { EstimateView } from './estimate-view';

export interface EstimatePageData {
  scope: EstimateScope;
  estimate: EstimateView;
  countries: CountryOption[];
  /** The currency custom prices and the delivery cost are typed in. */
  baseCurrency: string;
  confirmingDelete: boolean;
}

export function EstimatePage({
  data,
  answer,
  actions,
}: {
  data: EstimatePageData;
  answer?: EstimateAnswer;
  /** The route's actions under the header ("Ask a question"). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { estimate: view, scope } = data;
  const manage = view.permissions.editDetails || view.permissions.invite || view.permissions.delete;
  return (
    <div className="space-y-8" data-testid="estimate-page">
      <EstimateHeader view={view} scope={scope} showing="estimate" actions={actions} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <EstimateItems view={view} baseCurrency={data.baseCurrency} answer={answer} />
        <aside className="h-fit space-y-6">
          <Section title={t('estimate.totals.title')}>
            <EstimateTotals view={view} />
          </Section>
          {view.actions.length > 0 ? (
            <Section title={t('estimate.status.title')} testId="estimate-status-section">
              <EstimateStatusActions actions={view.actions} answer={answer} />
            </Section>
          ) : null}
        </aside>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('estimate.delivery.title')} testId="estimate-delivery">
          <EstimateDelivery
            view={view}
            countries={data.countries}
            baseCurrency={data.baseCurrency}
            answer={answer}
          />
        </Section>
        <div className="space-y-6">
          <Section title={t('estimate.people.title')}>
            <EstimatePeople view={view} />
          </Section>
          <Section title={t('estimate.history.title')}>
            <EstimateHistory view={view} />
          </Section>
        </div>
      </div>
      {manage ? (
        <Section title={t('estimate.manage.title')} testId="estimate-manage">
          <div className="space-y-6 [&>*+*]:border-t [&>*+*]:border-line [&>*+*]:pt-6">
            <RenameForm view={view} answer={answer} />
            <InviteForm view={view} answer={answer} />
            <DeleteSection
              view={view}
              pageHref={estimatePaths.estimate(scope, view.id)}
              confirming={data.confirmingDelete}
              answer={answer}
            />
          </div>
        </Section>
      ) : null}
    </div>
  );
}
