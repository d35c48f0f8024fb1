// What other modules (project-design, documents, estimates) may use of projects: the access check,
// the Project parent value, the lines as documents show them, and for estimates the delivery
// address rules, the assignment of a primary manager and adding a member (an invite to an estimate
// of the project). Tables for foreign keys are imported from ./tables.ts by the other module's
// tables.ts (a tables file may import tables; index.ts may not re-export them:
// scripts/check-boundaries.mjs counts that as SQL outside a store).
export { type ProjectAccess, type ProjectAction, projectAccess } from './access.ts';
export {
  type DocumentMoney,
  type ProjectDocumentLine,
  type ProjectDocumentTotals,
  projectLinesForDocument,
  projectTotalsForDocument,
} from './document-lines.ts';
export type { ProjectView } from './project-view.ts';
export {
  addressValues as deliveryAddressValues,
  deleteOrArchive,
  ownerAccess,
  projectById,
} from './service.ts';
export { insertMember as addProjectMember, leastBusyManager } from './store.ts';
