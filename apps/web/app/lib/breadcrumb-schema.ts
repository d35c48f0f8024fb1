// Magento's Breadcrumb (CategoryInterface.breadcrumbs): the ancestors of a category, shared by the
// category page and the product page, which both build their breadcrumbs from it.
import { z } from 'zod';

export const categoryBreadcrumbsSchema = z
  .array(
    z
      .object({
        category_uid: z.string(),
        category_name: z.string().nullable(),
        category_url_path: z.string().nullable(),
        category_level: z.number().nullable(),
      })
      .nullable(),
  )
  .nullable();
