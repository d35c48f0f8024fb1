// Showcase projects as the API sends them (getOurProjectCollection, products): generated types.
import type { ShowcaseCardFieldsFragment } from '~/lib/graphql/generated';

/** The showcase's category (atrium/our_projects/category_id in the demo shop). */
export const SHOWCASE_CATEGORY_ID = '154';

export type ShowcaseCardData = ShowcaseCardFieldsFragment;
