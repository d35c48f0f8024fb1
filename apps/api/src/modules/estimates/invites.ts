// Invites to an estimate (design/b2b.md §2), as the projects' invites: the owner or a manager
// sends one to an e-mail address; the mail carries a random 32-byte token of which only the
// SHA-256 is stored, valid 7 days and once; an estimate sends at most 20 a day. A signed-in
// customer who accepts it becomes a member of the estimate's project, or of the estimate itself
// when it has no project. The link is the key: whoever holds it may accept it.
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { findCustomerByEmail } from '../customer/index.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import { expiresAfterHours, hashToken, looksLikeToken, newToken } from '../customer/tokens.ts';
import { requireValidEmail } from '../customer/validation.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { addProjectMember } from '../projects/index.ts';
import { ensureAllowed, readableEstimate } from './access.ts';
import { estimateInviteTemplate } from './mails.ts';
import { mayInvite } from './status-machine.ts';
import {
  countInvitesSince,
  findPeople,
  insertEstimateMember,
  insertInvite,
  isOnEstimate,
  lockEstimate,
  lockInviteByHash,
  markInviteUsed,
} from './store.ts';

export const INVITE_DAYS = 7;
/** Invites one estimate may send per 24 hours. */
export const MAX_INVITES_PER_DAY = 20;

export const INVITE_UNKNOWN =
  'This invitation link is not valid. Ask the owner of the estimate for a new one.';
export const INVITE_USED =
  'This invitation has already been used. Ask the owner of the estimate for a new one.';
export const INVITE_EXPIRED = 'This invitation has expired. Ask the owner of the estimate for a new one.';
export const INVITE_OWN = 'You own this estimate: there is no invitation to accept.';

export async function sendInviteForEstimate(
  ctx: RequestContext,
  estimateId: number,
  rawEmail: string,
): Promise<{ status: boolean; message: string }> {
  const view = await readableEstimate(ctx, estimateId);
  ensureAllowed(
    view,
    (actors) => mayInvite(actors),
    'Only the owner or a manager of the estimate can invite people to it.',
    'invite',
  );
  const email = requireValidEmail(rawEmail);
  const invited = await findCustomerByEmail(ctx.db, email);
  if (invited?.id === view.row.ownerId)
    throw inputError('This is the owner of the estimate: there is no one to invite.');
  if (invited && (await isOnEstimate(ctx.db, view.row, invited.id))) {
    throw inputError(`${email} can already read this estimate.`);
  }
  const dayAgo = new Date(Date.now() - 86_400_000);
  if ((await countInvitesSince(ctx.db, view.row.id, dayAgo)) >= MAX_INVITES_PER_DAY) {
    throw inputError(
      `An estimate may send at most ${MAX_INVITES_PER_DAY} invitations a day. Try again tomorrow.`,
    );
  }
  const [inviter] = await findPeople(ctx.db, [view.readerId]);
  const inviterName = inviter ? `${inviter.firstname} ${inviter.lastname}`.trim() : ctx.website.name;
  const { token, hash } = newToken();
  await inTransaction(ctx.db, async (tx) => {
    await insertInvite(tx, {
      estimateId: view.row.id,
      tokenHash: hash,
      email,
      invitedBy: view.readerId,
      expiresAt: expiresAfterHours(INVITE_DAYS * 24),
    });
    await enqueueMail(ctx, tx, {
      to: email,
      template: estimateInviteTemplate,
      data: { inviterName, estimateName: view.row.name, token, days: INVITE_DAYS },
    });
  });
  return { status: true, message: `An invitation to the estimate was sent to ${email}.` };
}

export async function acceptInviteForEstimate(
  ctx: RequestContext,
  rawHash: string,
): Promise<{ id: number; project_id: number | null }> {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  const me = ctx.customer.id;
  const token = rawHash.trim();
  if (!looksLikeToken(token)) throw inputError(INVITE_UNKNOWN);
  return inTransaction(ctx.db, async (tx) => {
    const invite = await lockInviteByHash(tx, hashToken(token));
    if (!invite) throw inputError(INVITE_UNKNOWN);
    if (invite.usedAt !== null) throw inputError(INVITE_USED);
    const now = new Date();
    if (invite.expiresAt.getTime() <= now.getTime()) throw inputError(INVITE_EXPIRED);
    const row = await lockEstimate(tx, invite.estimateId);
    if (!row) throw inputError(INVITE_UNKNOWN);
    if (row.ownerId === me) throw inputError(INVITE_OWN);
    if (!(await markInviteUsed(tx, invite.id, me, now))) throw inputError(INVITE_USED);
    // Someone already on it (a member, a manager, the project's owner) keeps their role.
    if (!(await isOnEstimate(tx, row, me))) {
      if (row.projectId !== null) await addProjectMember(tx, row.projectId, me);
      else await insertEstimateMember(tx, row.id, me);
    }
    return { id: row.id, project_id: row.projectId };
  });
}
