// The shape of websitesConfig (apps/api store.graphql), validated at the API boundary. Null list
// entries, which GraphQL allows, are dropped here so the rest of the app never sees them.
import { z } from 'zod';

const compact = <T extends z.ZodType>(item: T) =>
  z
    .array(item.nullable())
    .transform((items) => items.filter((value): value is NonNullable<typeof value> => value != null));

export const websiteRegionSchema = z.object({
  id: z.number(),
  code: z.string(),
  country_id: z.string(),
  domain_code: z.string(),
  name: z.string(),
  position: z.number(),
});

export const storeViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  locale: z.string(),
  default_region_code: z.string().nullable(),
  currencies: z.object({ default: z.string(), available: compact(z.string()) }),
});

export const websiteSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  sort_order: z.number(),
  website_regions: compact(websiteRegionSchema).transform((regions) =>
    regions.sort((a, b) => a.position - b.position),
  ),
  stores_view: compact(storeViewSchema),
});

export const regionByLocationSchema = z.object({
  name: z.string(),
  region_code: z.string(),
  store_view_code: z.string(),
  website_code: z.string(),
});

export const websitesConfigSchema = z.object({
  websitesConfig: z.object({
    websites: compact(websiteSchema).transform((sites) => sites.sort((a, b) => a.sort_order - b.sort_order)),
    region_by_location: regionByLocationSchema,
  }),
});

export type WebsiteRegion = z.infer<typeof websiteRegionSchema>;
export type StoreView = z.infer<typeof storeViewSchema>;
export type Website = z.infer<typeof websiteSchema>;
export type RegionByLocation = z.infer<typeof regionByLocationSchema>;
