// A project's design (issue 13 §1): elements — image boards, text notes, colour palettes — and the
// points on a board's picture, each leading to one of the project's lines. Points are fractions
// (0–1) of the picture's width and height, so they survive any resizing of the picture.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { project, projectProduct } from '../projects/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type DesignElementTypeValue = 'image_board' | 'text' | 'color_palette';

export const projectDesignElement = pgTable(
  'project_design_element',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    elementType: varchar('element_type', { length: 16 }).$type<DesignElementTypeValue>().notNull(),
    name: varchar('name', { length: 255 }),
    text: text('text'),
    /** #rrggbb, at most 12. */
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    /** The picture under PROJECT_MEDIA_DIR (`images/<hex>.jpg`), or null. */
    imageFile: varchar('image_file', { length: 64 }),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('project_design_element_project_idx').on(t.projectId, t.sort, t.id),
    check(
      'project_design_element_type_known',
      sql`${t.elementType} in ('image_board', 'text', 'color_palette')`,
    ),
  ],
);

export const projectDesignPoint = pgTable(
  'project_design_point',
  {
    id: serial('id').primaryKey(),
    elementId: integer('element_id')
      .notNull()
      .references(() => projectDesignElement.id, { onDelete: 'cascade' }),
    projectProductId: integer('project_product_id')
      .notNull()
      .references(() => projectProduct.id, { onDelete: 'cascade' }),
    x: numeric('x', { precision: 7, scale: 6 }).notNull(),
    y: numeric('y', { precision: 7, scale: 6 }).notNull(),
  },
  (t) => [
    index('project_design_point_element_idx').on(t.elementId, t.id),
    index('project_design_point_line_idx').on(t.projectProductId),
    check('project_design_point_inside', sql`${t.x} between 0 and 1 and ${t.y} between 0 and 1`),
  ],
);
