// What tickets are about and who manages them, read once for a whole page of tickets (the list)
// or for one ticket: project and estimate names, order numbers and the managers' accounts.
import type { Db } from '../../db/client.ts';
import type { TicketRelated } from './access.ts';
import { peopleByIds } from './manager-store.ts';
import { estimateNames, orderNumbers, projectNames, type TicketRow } from './store.ts';

const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

export async function relatedOf(db: Db, rows: readonly TicketRow[]): Promise<TicketRelated> {
  const [projects, estimates, orders, people] = await Promise.all([
    projectNames(db, ids(rows.map((r) => r.projectId))),
    estimateNames(db, ids(rows.map((r) => r.estimateId))),
    orderNumbers(db, ids(rows.map((r) => r.orderId))),
    peopleByIds(db, ids(rows.map((r) => r.managerId))),
  ]);
  return { projects, estimates, orders, people };
}
