// Moving an estimate to another status (design/b2b.md §3): the status machine's verdict for the
// reader, the estimate's facts (partner, items, prices on request) and the change's note; then, in
// one transaction, the status with a conditional update on the version that was read (two people
// changing the same estimate at once: exactly one wins, the other is told to reload), the history
// entry and the mails to the other side, each in its recipient's language (mails.ts).

import type { Db } from '../../db/client.ts';
import type { EstimateStatus as EstimateStatusEnum } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { enqueueRendered } from '../mail/outbox.ts';
import { recipientScope } from '../mail/recipient-scope.ts';
import { type MailTemplate, type RenderedMail, renderMail } from '../mail/template.ts';
import { type EstimateView, readableEstimate } from './access.ts';
import { transitionFacts } from './estimate-view.ts';
import {
  estimateSubmittedTemplate,
  estimateToPartnerTemplate,
  proposalReadyTemplate,
  type StatusMailData,
} from './mails.ts';
import { cleanText, estimateById } from './service.ts';
import { type EstimateStatus, isCorrection, transitionVerdict } from './status-machine.ts';
import {
  findPeople,
  insertStatusChange,
  managersOf,
  type PersonRow,
  updateEstimateIfVersion,
} from './store.ts';

export const CHANGED_MEANWHILE =
  'The estimate was changed by someone else meanwhile. Reload it and try again.';

interface Outgoing {
  to: string;
  template: string;
  mail: RenderedMail;
}

/** Who hears of a change to `to`: the managers (estimate), the partner (discount_partner), the owner (proposal). */
async function recipients(ctx: RequestContext, view: EstimateView, to: EstimateStatus): Promise<PersonRow[]> {
  if (to === 'estimate') return managersOf(ctx.db, view.row);
  if (to === 'discount_partner')
    return view.people.partnerId === null ? [] : findPeople(ctx.db, [view.people.partnerId]);
  if (to === 'proposal') return findPeople(ctx.db, [view.row.ownerId]);
  return [];
}

const TEMPLATES: Partial<Record<EstimateStatus, MailTemplate<StatusMailData>>> = {
  estimate: estimateSubmittedTemplate,
  discount_partner: estimateToPartnerTemplate,
  proposal: proposalReadyTemplate,
};

async function mailsFor(
  ctx: RequestContext,
  view: EstimateView,
  to: EstimateStatus,
  data: StatusMailData,
): Promise<Outgoing[]> {
  const template = TEMPLATES[to];
  if (!template) return [];
  // The one who made the change does not hear of it.
  const people = (await recipients(ctx, view, to)).filter((p) => p.id !== view.readerId);
  return Promise.all(
    people.map(async (person) => ({
      to: person.email,
      template: template.name,
      mail: renderMail(
        template,
        await recipientScope(ctx, ctx.db, person.storeId, view.row.storeViewId),
        data,
      ),
    })),
  );
}

export async function changeEstimateStatus(
  ctx: RequestContext,
  id: number,
  status: EstimateStatusEnum,
  rawNote: string | null | undefined,
): Promise<EstimateView> {
  const view = await readableEstimate(ctx, id);
  const note = cleanText(rawNote, 'The note of a status change');
  const from = view.row.status;
  const to = status as EstimateStatus;
  const verdict = transitionVerdict(view.actors, from, to, await transitionFacts(ctx, view, note));
  if (!verdict.allowed) {
    throw verdict.code === 'role'
      ? authorizationError(verdict.message)
      : inputError(verdict.message, { reason_code: verdict.code });
  }
  const actor = await actorOf(ctx, view);
  const mails = await mailsFor(ctx, view, to, {
    estimateId: view.row.id,
    estimateName: view.row.name,
    actorName: actor.name,
    note,
  });
  await inTransaction(ctx.db, async (tx) => {
    await recordStatusChange(tx, view, to, actor, note);
    for (const m of mails) await enqueueRendered(ctx, tx, m.template, m.to, m.mail);
  });
  return estimateById(ctx, id);
}

/** The reader of a view as the history names them. */
export async function actorOf(
  ctx: RequestContext,
  view: EstimateView,
): Promise<{ id: number; name: string }> {
  const [me] = await findPeople(ctx.db, [view.readerId]);
  return { id: view.readerId, name: me ? `${me.firstname} ${me.lastname}`.trim() : '' };
}

/**
 * In `tx`: moves the estimate read as `view` to `to` unless someone changed it since it was read
 * (then CHANGED_MEANWHILE and nothing is written), sets `is_correction` on the way back to draft
 * and records the change. The caller has the status machine's verdict (proposalToCart its own).
 */
export async function recordStatusChange(
  tx: Db,
  view: EstimateView,
  to: EstimateStatus,
  actor: { id: number; name: string },
  note: string | null,
): Promise<void> {
  const from = view.row.status;
  const changed = await updateEstimateIfVersion(tx, view.row.id, view.row.version, {
    status: to,
    isCorrection: view.row.isCorrection || isCorrection(from, to),
  });
  if (!changed) throw inputError(CHANGED_MEANWHILE, { reason_code: 'changed_meanwhile' });
  await insertStatusChange(tx, {
    estimateId: view.row.id,
    fromStatus: from,
    toStatus: to,
    customerId: actor.id,
    customerName: actor.name,
    note,
  });
}
