// Reads and writes design elements and their points; the only file of the module with SQL.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectProduct } from '../projects/tables.ts';
import { projectDesignElement, projectDesignPoint } from './tables.ts';

export type DesignElementRow = typeof projectDesignElement.$inferSelect;
export type DesignPointRow = typeof projectDesignPoint.$inferSelect;
export type DesignElementValues = Omit<typeof projectDesignElement.$inferInsert, 'id' | 'createdAt'>;
export interface PointValues {
  projectProductId: number;
  x: string;
  y: string;
}

/** A project's elements in their order: `sort`, then id. */
export function listElements(db: Db, projectId: number): Promise<DesignElementRow[]> {
  return db
    .select()
    .from(projectDesignElement)
    .where(eq(projectDesignElement.projectId, projectId))
    .orderBy(asc(projectDesignElement.sort), asc(projectDesignElement.id));
}

/** The points of the given elements, one statement for all of them. */
export function listPoints(db: Db, elementIds: number[]): Promise<DesignPointRow[]> {
  if (elementIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(projectDesignPoint)
    .where(inArray(projectDesignPoint.elementId, elementIds))
    .orderBy(asc(projectDesignPoint.elementId), asc(projectDesignPoint.id));
}

/** The element of that project, locked for the rest of the transaction. */
export async function lockElement(
  db: Db,
  projectId: number,
  elementId: number,
): Promise<DesignElementRow | undefined> {
  const [row] = await db
    .select()
    .from(projectDesignElement)
    .where(and(eq(projectDesignElement.id, elementId), eq(projectDesignElement.projectId, projectId)))
    .for('update')
    .limit(1);
  return row;
}

/** Of the given line ids, those that are lines of the project. */
export async function linesOfProject(db: Db, projectId: number, lineIds: number[]): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .select({ id: projectProduct.id })
    .from(projectProduct)
    .where(and(eq(projectProduct.projectId, projectId), inArray(projectProduct.id, lineIds)));
  return new Set(rows.map((row) => row.id));
}

export async function insertElement(db: Db, values: DesignElementValues): Promise<DesignElementRow> {
  const [row] = await db.insert(projectDesignElement).values(values).returning();
  if (!row) throw new Error('design element insert returned no row');
  return row;
}

export async function updateElement(db: Db, id: number, values: Partial<DesignElementValues>): Promise<void> {
  await db
    .update(projectDesignElement)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projectDesignElement.id, id));
}

export async function deleteElement(db: Db, id: number): Promise<void> {
  await db.delete(projectDesignElement).where(eq(projectDesignElement.id, id));
}

/** Replaces an element's points with the given ones (in their order). */
export async function replacePoints(db: Db, elementId: number, points: PointValues[]): Promise<void> {
  await db.delete(projectDesignPoint).where(eq(projectDesignPoint.elementId, elementId));
  if (points.length === 0) return;
  await db.insert(projectDesignPoint).values(points.map((point) => ({ elementId, ...point })));
}
