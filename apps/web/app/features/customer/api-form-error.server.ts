// A failed API call as the form's error (spec §8): the API's first message when it gave one (wrong
// password, duplicate e-mail, password policy, throttling), else the generic error.default text
// with the details in the server log.

import type { FormMessage } from '~/lib/form-messages';
import type { GraphQLClientError } from '~/lib/graphql.server';

export function apiFormError(operation: string, error: GraphQLClientError): FormMessage {
  if (error.kind === 'graphql' && error.message) return { text: error.message };
  console.error(`API call ${operation} failed (${error.kind}): ${error.message}`);
  return { key: 'error.default' };
}
