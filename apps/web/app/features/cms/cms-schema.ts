// A CMS page as the API sends it (apps/api cms.graphql). Its content is HTML the API has already
// sanitised.
import { z } from 'zod';

export const cmsPageFields = {
  identifier: z.string().nullable(),
  url_key: z.string().nullable(),
  title: z.string().nullable(),
  content_heading: z.string().nullable(),
  content: z.string().nullable(),
  page_layout: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keywords: z.string().nullable(),
};

export const cmsPageSchema = z.object(cmsPageFields);

export const cmsPageQuerySchema = z.object({ cmsPage: cmsPageSchema.nullable() });

export type CmsPageData = z.infer<typeof cmsPageSchema>;
