// Invites to a project (design/b2b.md §2): the owner sends one to an e-mail address; the mail
// carries a random 32-byte token of which only the SHA-256 is stored, valid 7 days and once. A
// signed-in customer who accepts it becomes a member of the project. The link is the key: the
// customer accepting need not have the address it was sent to (it may be forwarded within a team).
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { findCustomerByEmail, findCustomerById } from '../customer/index.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import { expiresAfterHours, hashToken, looksLikeToken, newToken } from '../customer/tokens.ts';
import { requireValidEmail } from '../customer/validation.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { projectAccess } from './access.ts';
import { projectInviteTemplate } from './invite-mail.ts';
import type { ProjectView } from './project-view.ts';
import { projectById } from './service.ts';
import {
  countInvitesSince,
  findProject,
  insertInvite,
  insertMember,
  listParticipants,
  lockInviteByHash,
  lockProject,
  markInviteUsed,
} from './store.ts';

export const INVITE_DAYS = 7;
/** Invites one project may send per 24 hours (a project is not a way to mail strangers in bulk). */
export const MAX_INVITES_PER_DAY = 20;

export const INVITE_UNKNOWN =
  'This invitation link is not valid. Ask the owner of the project for a new one.';
export const INVITE_USED =
  'This invitation has already been used. Ask the owner of the project for a new one.';
export const INVITE_EXPIRED = 'This invitation has expired. Ask the owner of the project for a new one.';
export const INVITE_OWN = 'You own this project: there is no invitation to accept.';

export async function sendInvite(
  ctx: RequestContext,
  projectId: number,
  rawEmail: string,
): Promise<{ status: boolean; message: string }> {
  const access = await projectAccess(ctx, projectId, 'owner');
  const email = requireValidEmail(rawEmail);
  const project = await findProject(ctx.db, access.projectId);
  if (!project) throw authorizationError(NOT_AUTHORIZED);
  const invited = await findCustomerByEmail(ctx.db, email);
  if (invited) {
    const person = (await listParticipants(ctx.db, project.id, project.ownerId)).find(
      (p) => p.customerId === invited.id,
    );
    if (person?.role === 'owner') throw inputError('You own this project: you cannot invite yourself.');
    if (person) throw inputError(`${email} is already a ${person.role} of this project.`);
  }
  const dayAgo = new Date(Date.now() - 86_400_000);
  if ((await countInvitesSince(ctx.db, project.id, dayAgo)) >= MAX_INVITES_PER_DAY) {
    throw inputError(
      `A project may send at most ${MAX_INVITES_PER_DAY} invitations a day. Try again tomorrow.`,
    );
  }
  const inviter = await findCustomerById(ctx.db, access.customerId);
  const inviterName = inviter ? `${inviter.firstname} ${inviter.lastname}`.trim() : ctx.website.name;
  const { token, hash } = newToken();
  await inTransaction(ctx.db, async (tx) => {
    await insertInvite(tx, {
      projectId: project.id,
      tokenHash: hash,
      email,
      invitedBy: access.customerId,
      expiresAt: expiresAfterHours(INVITE_DAYS * 24),
    });
    await enqueueMail(ctx, tx, {
      to: email,
      template: projectInviteTemplate,
      data: { inviterName, projectName: project.name, token, days: INVITE_DAYS },
    });
  });
  return { status: true, message: `An invitation to the project was sent to ${email}.` };
}

export async function acceptInvite(ctx: RequestContext, rawHash: string): Promise<ProjectView> {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  const me = ctx.customer.id;
  const token = rawHash.trim();
  if (!looksLikeToken(token)) throw inputError(INVITE_UNKNOWN);
  const projectId = await inTransaction(ctx.db, async (tx) => {
    const invite = await lockInviteByHash(tx, hashToken(token));
    if (!invite) throw inputError(INVITE_UNKNOWN);
    if (invite.usedAt !== null) throw inputError(INVITE_USED);
    const now = new Date();
    if (invite.expiresAt.getTime() <= now.getTime()) throw inputError(INVITE_EXPIRED);
    const project = await lockProject(tx, invite.projectId);
    if (!project) throw inputError(INVITE_UNKNOWN);
    if (project.ownerId === me) throw inputError(INVITE_OWN);
    if (!(await markInviteUsed(tx, invite.id, me, now))) throw inputError(INVITE_USED);
    // A manager of the project keeps their role; anyone else becomes (or stays) a member.
    await insertMember(tx, project.id, me);
    return project.id;
  });
  return projectById(ctx, projectId);
}
