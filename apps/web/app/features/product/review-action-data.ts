// What the review form's action answers a fetcher: ok, or the field errors / the API's message.
import type { FormMessage } from '~/lib/form-messages';
import type { ReviewFieldErrors } from './product-reviews';

export type ReviewActionData =
  | { ok: true }
  | { ok: false; errors?: ReviewFieldErrors; message?: FormMessage };
