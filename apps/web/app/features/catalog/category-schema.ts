// The category tree as the API sends it (apps/api categories.graphql).
import { z } from 'zod';

export interface CategoryNode {
  uid: string;
  name: string | null;
  position: number | null;
  url_path: string | null;
  url_suffix: string | null;
  include_in_menu: number | null;
  image: string | null;
  product_count: number | null;
  children?: (CategoryNode | null)[] | null;
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    uid: z.string(),
    name: z.string().nullable(),
    position: z.number().nullable(),
    url_path: z.string().nullable(),
    url_suffix: z.string().nullable(),
    include_in_menu: z.number().nullable(),
    image: z.string().nullable(),
    product_count: z.number().nullable(),
    children: z.array(categoryNodeSchema.nullable()).nullable().optional(),
  }),
);

export const categoryMenuSchema = z.object({
  categoryList: z
    .array(
      z.object({ uid: z.string(), children: z.array(categoryNodeSchema.nullable()).nullable() }).nullable(),
    )
    .nullable(),
});
