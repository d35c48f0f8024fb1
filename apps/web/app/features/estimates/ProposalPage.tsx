// One proposal (spec §2 proposals/{id}): the estimate as agreed, read-only — items, totals,
// delivery and history — with "Load into cart" (its items replace the cart's lines at the agreed
// prices, then the cart page) and "Ask for changes" (back to draft, with a note for the manager).
// Real forms posting to this page's action, so both work without JavaScript.
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import { EstimateDelivery } from './EstimateDelivery';
import { EstimateHeader } from './EstimateHeader';
import { EstimateItems } from './EstimateItems';
import type { EstimatePageData } from './EstimatePage';
import { EstimateStatusActions } from './EstimateStatusActions';
import { EstimateHistory, EstimatePeople, EstimateTotals, Section } from './EstimateSummary';
import { answerFor, type EstimateAnswer } from './estimate-answer';

export interface ProposalPageData extends EstimatePageData {
  cartHref: string;
}

function LoadIntoCart({ data, answer }: { data: ProposalPageData; answer?: EstimateAnswer }) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'load-into-cart';
  const view = data.estimate;
  if (view.status === 'on_cart') {
    return (
      <div className="space-y-3" data-testid="proposal-on-cart">
        <p className="text-sm">{t('estimate.proposal.on_cart')}</p>
        <Link to={data.cartHref} className={buttonClasses('secondary')}>
          {t('estimate.proposal.open_cart')}
        </Link>
      </div>
    );
  }
  if (!view.permissions.loadIntoCart) return null;
  return (
    <Form method="post" className="space-y-3" data-testid="proposal-load-form">
      <input type="hidden" name="intent" value="load-into-cart" />
      <p className="text-sm text-ink-muted">{t('estimate.proposal.load_intro')}</p>
      <FormMessageAlert message={answerFor(answer, 'load-into-cart')?.message} />
      <Button
        type="submit"
        variant="accent"
        disabled={busy}
        className="w-full"
        data-testid="proposal-load-into-cart"
      >
        {t('estimate.proposal.load_into_cart')}
      </Button>
    </Form>
  );
}

export function ProposalPage({
  data,
  answer,
  actions,
}: {
  data: ProposalPageData;
  answer?: EstimateAnswer;
  /** The route's actions under the header ("Ask a question"). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { estimate: view, scope } = data;
  // Of the status actions only the way back: "ask for changes" returns the proposal to draft.
  const askForChanges = view.actions.filter((action) => action.status === 'draft');
  return (
    <div className="space-y-8" data-testid="proposal-page">
      <EstimateHeader view={view} scope={scope} showing="proposal" actions={actions} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <EstimateItems view={view} baseCurrency={data.baseCurrency} editable={false} />
        <aside className="h-fit space-y-6">
          <Section title={t('estimate.totals.title')}>
            <EstimateTotals view={view} />
            <div className="mt-5">
              <LoadIntoCart data={data} answer={answer} />
            </div>
          </Section>
          {askForChanges.length > 0 ? (
            <Section title={t('estimate.proposal.changes_title')} testId="proposal-ask-for-changes">
              <EstimateStatusActions
                actions={askForChanges}
                answer={answer}
                noteLabelKey="estimate.proposal.changes_note"
                labelKeyOf={() => 'estimate.actions.ask_for_changes'}
              />
            </Section>
          ) : null}
        </aside>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('estimate.delivery.title')}>
          <EstimateDelivery
            view={view}
            countries={data.countries}
            baseCurrency={data.baseCurrency}
            editable={false}
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
    </div>
  );
}
