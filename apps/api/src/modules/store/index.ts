// What other modules may read of the store scope: websites, store views, regions and their
// configuration (the request context loads a request's scope through these).

export { storeScopeById } from './scope-by-id.ts';
export {
  fixedProductTaxesEnabled,
  type GiftOptionsConfig,
  giftOptionsConfig,
  guestCheckoutEnabled,
  guestReviewsAllowed,
  reviewsEnabled,
} from './service.ts';
export {
  findRegion,
  findStoreScope,
  listRegions,
  listStoreViews,
  listWebsites,
  type RegionRow,
  readConfig,
  type StoreScope,
  type StoreViewRow,
  type WebsiteRow,
} from './store.ts';
