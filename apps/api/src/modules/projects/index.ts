// What other modules (project-design, documents) may use of projects: the access check, the
// Project parent value and the lines as documents show them. Tables for foreign keys are imported
// from ./tables.ts by the other module's tables.ts (a tables file may import tables; index.ts may
// not re-export them: scripts/check-boundaries.mjs counts that as SQL outside a store).
export { type ProjectAccess, type ProjectAction, projectAccess } from './access.ts';
export {
  type DocumentMoney,
  type ProjectDocumentLine,
  type ProjectDocumentTotals,
  projectLinesForDocument,
  projectTotalsForDocument,
} from './document-lines.ts';
export type { ProjectView } from './project-view.ts';
export { deleteOrArchive, ownerAccess, projectById } from './service.ts';
