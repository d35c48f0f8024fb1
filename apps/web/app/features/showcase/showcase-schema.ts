// Showcase projects as the API sends them (getOurProjectCollection, products).
import { z } from 'zod';

export const OUR_PROJECTS_CATEGORY_ID = '154';

const image = z.object({ url: z.string().nullable(), label: z.string().nullable() });

export const projectCardSchema = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  url_key: z.string().nullable(),
  small_image: image.nullable(),
  media_gallery: z
    .array(image.extend({ position: z.number().nullable(), disabled: z.boolean().nullable() }).nullable())
    .nullable(),
  project_attributes: z
    .array(
      z
        .object({
          attribute_code: z.string().nullable(),
          title: z.string().nullable(),
          value: z.string().nullable(),
        })
        .nullable(),
    )
    .nullable(),
});

export const projectDetailSchema = projectCardSchema.extend({
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keyword: z.string().nullable(),
  description: z.object({ html: z.string() }).nullable(),
});

export const ourProjectsQuerySchema = z.object({
  getOurProjectCollection: z
    .object({
      total_count: z.number().nullable(),
      page_info: z
        .object({ current_page: z.number().nullable(), total_pages: z.number().nullable() })
        .nullable(),
      items: z.array(projectCardSchema.nullable()).nullable(),
    })
    .nullable(),
});

export const ourProjectQuerySchema = z.object({
  products: z.object({ items: z.array(projectDetailSchema.nullable()).nullable() }).nullable(),
});

export type ProjectCardData = z.infer<typeof projectCardSchema>;
export type ProjectDetailData = z.infer<typeof projectDetailSchema>;
