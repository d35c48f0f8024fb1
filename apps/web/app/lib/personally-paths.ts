// Paths of the personalised listings (spec §2), shared by the personally feature and the product
// page's block that links to an entry.
export const listingPath = (website: string, type: string) => `/${website}/personally/${type}`;
export const entryPath = (website: string, type: string, key: string) =>
  `/${website}/personally/${type}/${key}`;
