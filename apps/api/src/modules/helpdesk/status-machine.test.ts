// Every (status × action × side) of the ticket workflow, and where replies lead.
import { describe, expect, it } from 'vitest';
import {
  statusAfterReply,
  statusId,
  statusOf,
  TICKET_ACTIONS,
  TICKET_STATUSES,
  type TicketAction,
  type TicketSide,
  type TicketStatus,
  verdict,
} from './status-machine.ts';

// What each side may do in each status, for the ticket's own customer on a ticket solved before.
const ALLOWED: Record<TicketSide, Record<TicketStatus, readonly TicketAction[]>> = {
  customer: {
    new: ['reply', 'set_manager', 'close'],
    open: ['reply', 'set_manager', 'close'],
    pending: ['reply', 'set_manager', 'close'],
    solved: ['reply', 'set_manager', 'close', 'reopen', 'rate'],
    closed: ['reopen', 'rate'],
  },
  manager: {
    new: ['reply', 'set_manager', 'solve', 'close'],
    open: ['reply', 'set_manager', 'solve', 'close'],
    pending: ['reply', 'set_manager', 'solve', 'close'],
    solved: ['reply', 'set_manager', 'close', 'reopen'],
    closed: ['reopen'],
  },
};

describe('ticket status machine', () => {
  for (const side of ['customer', 'manager'] as const) {
    for (const status of TICKET_STATUSES) {
      for (const action of TICKET_ACTIONS) {
        const expected = ALLOWED[side][status].includes(action);
        it(`${side} ${expected ? 'may' : 'may not'} ${action} a ${status} ticket`, () => {
          const v = verdict(action, side, {
            status,
            everSolved: true,
            isTicketCustomer: side === 'customer',
          });
          expect(v.allowed).toBe(expected);
          if (!v.allowed) expect(v.message).toMatch(/\.$/);
        });
      }
    }
  }

  it('refuses a rating of a closed ticket that was never solved, and by a project member', () => {
    expect(
      verdict('rate', 'customer', { status: 'closed', everSolved: false, isTicketCustomer: true }),
    ).toMatchObject({
      allowed: false,
      reason: 'status',
    });
    expect(
      verdict('rate', 'customer', { status: 'solved', everSolved: true, isTicketCustomer: false }),
    ).toMatchObject({
      allowed: false,
      reason: 'role',
    });
  });

  it('says role for a customer solving, status for a manager solving a closed ticket', () => {
    const facts = { everSolved: false, isTicketCustomer: true };
    expect(verdict('solve', 'customer', { ...facts, status: 'open' })).toMatchObject({ reason: 'role' });
    expect(verdict('solve', 'manager', { ...facts, status: 'closed' })).toMatchObject({ reason: 'status' });
  });

  it.each([
    ['new', 'customer', 'new'],
    ['open', 'customer', 'open'],
    ['pending', 'customer', 'open'],
    ['solved', 'customer', 'open'],
    ['new', 'manager', 'pending'],
    ['open', 'manager', 'pending'],
    ['pending', 'manager', 'pending'],
    ['solved', 'manager', 'pending'],
  ] as const)('a reply to a %s ticket by the %s side leaves it %s', (from, side, to) => {
    expect(statusAfterReply(from, side)).toBe(to);
  });

  it('keeps the fixed ids: new 1 … closed 5', () => {
    expect(TICKET_STATUSES.map(statusId)).toEqual([1, 2, 3, 4, 5]);
    expect(statusOf(3)).toBe('pending');
    expect(() => statusOf(9)).toThrow();
  });
});
