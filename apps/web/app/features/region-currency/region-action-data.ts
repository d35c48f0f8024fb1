import type { RegionFormErrors } from './region-form-rules';

/** What the region and currency action answers when it does not redirect. */
export interface RegionActionData {
  /** Field errors as language-file keys. */
  errors: RegionFormErrors;
  /** A form-level error as a language-file key (the API could not be reached). */
  formError?: string;
}

export const REGION_FORM_FETCHER_KEY = 'region-and-currency';
