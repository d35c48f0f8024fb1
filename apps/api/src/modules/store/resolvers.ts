import type { Resolvers } from '../../generated/resolvers-types.ts';
import {
  availableStores,
  currentStoreConfig,
  regionByLocation,
  regionCollection,
  websitesConfig,
} from './service.ts';

// Magento's answer for a store without reCAPTCHA keys (its defaults for the rest): clients then
// load no reCAPTCHA script and send no token. Atrium limits abuse by throttling instead (security.md).
const RECAPTCHA_OFF = {
  is_enabled: false,
  website_key: '',
  minimum_score: 0.5,
  badge_position: 'inline',
  failure_message: 'reCAPTCHA verification failed.',
  language_code: null,
  forms: [],
};

export const storeResolvers = {
  Query: {
    storeConfig: (_, __, ctx) => currentStoreConfig(ctx),
    availableStores: (_, __, ctx) => availableStores(ctx),
    websitesConfig: (_, args, ctx) => websitesConfig(ctx, args.ip),
    regionByLocation: (_, args, ctx) => regionByLocation(ctx, args.ip),
    regionCollection: (_, args, ctx) => regionCollection(ctx, args.allWebsites ?? false),
    recaptchaV3Config: () => RECAPTCHA_OFF,
  },
} satisfies Resolvers;
