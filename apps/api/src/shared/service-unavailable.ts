// The answer to a request that meets a database outage: HTTP 503 with Atrium's category
// `graphql-service-unavailable` (Magento has none for this; the name follows its `graphql-*`
// categories) and a Retry-After, instead of 200 "Internal server error". Clients may retry.
// The error itself is built in http/error-masking.ts.

export const SERVICE_UNAVAILABLE_CATEGORY = 'graphql-service-unavailable';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: its database cannot be reached. Please try again shortly.';
/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
