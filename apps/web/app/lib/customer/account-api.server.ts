// How the account pages treat a failed API call (spec §8): an authorization error ends the session
// (logout with sessionExpired=1) wherever it happens; a loader that cannot load its page fails with
// the error page; an action shows the API's first message next to its form.
import { data } from 'react-router';
import type { FormMessage } from '~/lib/form-messages';
import { type GraphQLClientError, type GraphQLResult, isAtriumOnlyError } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';

export type { FormMessage };

/** The data of a successful call; otherwise logout (authorization) or the error page. */
export function dataOrFail<T>(result: GraphQLResult<T>, operation: string, website: string): T {
  if (result.ok) return result.data;
  throwIfSessionExpired(result.error, website);
  console.error(`API call ${operation} failed (${result.error.kind}): ${result.error.message}`);
  const message = result.error.kind === 'graphql' ? result.error.message : undefined;
  throw data(message ? { message } : { messageKey: 'error.default' }, { status: 500 });
}

/** The message an action shows for a failed call; an authorization error logs out instead. */
export function actionMessage(error: GraphQLClientError, operation: string, website: string): FormMessage {
  throwIfSessionExpired(error, website);
  if (error.kind === 'graphql' && error.message && !isAtriumOnlyError(error)) return { text: error.message };
  console.error(`API call ${operation} failed (${error.kind}): ${error.message}`);
  return { key: 'error.default' };
}

/** An account write's outcome: its value, or the message its form shows. */
export type WriteResult<T = undefined> = { ok: true; value: T } | { ok: false; message: FormMessage };

/**
 * A mutation's answer as an account write: `pick` takes the value from the data (none: the default
 * error); a failed call gives actionMessage's message.
 */
export function writeResult<TData, T>(
  result: GraphQLResult<TData>,
  operation: string,
  website: string,
  pick: (data: TData) => T | null | undefined,
): WriteResult<T> {
  if (!result.ok) return { ok: false, message: actionMessage(result.error, operation, website) };
  const value = pick(result.data);
  if (value == null) return { ok: false, message: { key: 'error.default' } };
  return { ok: true, value };
}
