// Walks a demo ticket's plan through the real rules of the helpdesk (status-machine.ts), step by
// step an hour or so apart: the status each reply and action leads to, the events the API would
// write, when it was solved and rated. A plan the API would refuse fails the seed.

import {
  statusAfter,
  statusAfterReply,
  statusId,
  type TicketSide,
  type TicketStatus,
  verdict,
} from '../modules/helpdesk/status-machine.ts';
import type { HelpdeskEvent } from '../modules/helpdesk/tables.ts';
import type { DemoTicket } from './helpdesk-tickets.ts';

export interface WalkedStep {
  side: TicketSide;
  at: Date;
  text?: string;
  file?: 'pdf' | 'png';
  unread?: boolean;
  event?: HelpdeskEvent;
}

export function walkTicket(plan: DemoTicket, start: Date) {
  let status: TicketStatus = 'new';
  let rating: number | null = null;
  let solvedAt: Date | null = null;
  let lastMessageAt = start;
  let at = start;
  const steps: WalkedStep[] = [];
  for (const [i, step] of plan.steps.entries()) {
    at = new Date(start.getTime() + i * 67 * 60_000);
    const facts = { status, everSolved: solvedAt !== null, isTicketCustomer: true };
    if ('text' in step) {
      if (i > 0 && !verdict('reply', step.side, facts).allowed)
        throw new Error(`demo ticket "${plan.subject}": no reply now`);
      if (i > 0) status = statusAfterReply(status, step.side);
      steps.push({ side: step.side, at, text: step.text, file: step.file, unread: step.unread });
      lastMessageAt = at;
    } else if ('rate' in step) {
      if (!verdict('rate', 'customer', facts).allowed)
        throw new Error(`demo ticket "${plan.subject}": no rating now`);
      rating = step.rate;
      steps.push({ side: 'customer', at, event: { kind: 'rating', rating: step.rate } });
    } else {
      const v = verdict(step.action, step.side, facts);
      const to = statusAfter(step.action);
      if (!v.allowed || !to) throw new Error(`demo ticket "${plan.subject}": ${step.action} refused`);
      steps.push({
        side: step.side,
        at,
        event: { kind: 'status', from: statusId(status), to: statusId(to) },
      });
      if (to === 'solved') solvedAt = at;
      status = to;
    }
  }
  return { statusId: statusId(status), rating, solvedAt, lastMessageAt, lastAt: at, steps };
}
