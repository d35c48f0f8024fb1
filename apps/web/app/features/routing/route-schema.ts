// The answer of `route(url)` (Magento's RoutableInterface): what kind of page a URL is, whether it
// is a redirect (redirect_code 301/302 to relative_url) and the ids the page loaders need.
import { z } from 'zod';
import { cmsPageFields } from '~/features/cms/cms-schema';

const routable = {
  relative_url: z.string().nullable(),
  redirect_code: z.number(),
  type: z.enum(['CATEGORY', 'PRODUCT', 'CMS_PAGE']).nullable(),
};

export const routeSchema = z.discriminatedUnion('__typename', [
  z.object({ __typename: z.literal('CategoryTree'), uid: z.string(), ...routable }),
  z.object({
    __typename: z.enum(['SimpleProduct', 'ConfigurableProduct']),
    uid: z.string(),
    url_key: z.string().nullable(),
    ...routable,
  }),
  z.object({ __typename: z.literal('CmsPage'), ...cmsPageFields, ...routable }),
  z.object({ __typename: z.literal('RoutableUrl'), ...routable }),
]);

export const routeQuerySchema = z.object({ route: routeSchema.nullable() });

export type ResolvedRoute = z.infer<typeof routeSchema>;
