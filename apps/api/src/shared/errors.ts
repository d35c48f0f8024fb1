// Magento's client-safe error categories (Framework/GraphQl/Exception). Anything else thrown by a
// resolver is masked as "Internal server error" and logged with the request id.
import { GraphQLError } from 'graphql';

export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists';

function categorised(category: ErrorCategory) {
  return (message: string, extra: Record<string, unknown> = {}) =>
    new GraphQLError(message, { extensions: { category, ...extra } });
}

export const inputError = categorised('graphql-input');
export const authorizationError = categorised('graphql-authorization');
export const authenticationError = categorised('graphql-authentication');
export const noSuchEntityError = categorised('graphql-no-such-entity');
export const alreadyExistsError = categorised('graphql-already-exists');

/** Errors raised before execution (bad Store or Content-Currency header); Magento answers them with HTTP 500. */
export class RequestValidationError extends Error {
  readonly category: ErrorCategory;

  constructor(message: string, category: ErrorCategory = 'graphql-input') {
    super(message);
    this.category = category;
  }
}
