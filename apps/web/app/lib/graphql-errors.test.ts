import { describe, expect, it } from 'vitest';
import type { GraphQLClientError } from './graphql.server';
import { throwIfSessionExpired, toGlobalError } from './graphql-errors.server';

const graphqlError = (message: string, category?: string): GraphQLClientError => ({
  kind: 'graphql',
  message,
  category,
  errors: [{ message, extensions: category ? { category } : {} }],
});

describe('GraphQL error handling', () => {
  it('redirects to logout with sessionExpired=1 on an authorization error', () => {
    let thrown: unknown;
    try {
      throwIfSessionExpired(
        graphqlError("The current customer isn't authorized.", 'graphql-authorization'),
        'int',
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/int/customer/logout?sessionExpired=1');
  });

  it('lets other errors through as a global error with the first message', () => {
    const error = graphqlError('Requested store is not found', 'graphql-input');
    expect(() => throwIfSessionExpired(error, 'int')).not.toThrow();
    expect(toGlobalError(error)).toEqual({ type: 'error', text: 'Requested store is not found' });
  });

  it('falls back to the error.default text when there is no message', () => {
    expect(toGlobalError({ kind: 'network', message: 'ECONNREFUSED' })).toEqual({
      type: 'error',
      key: 'error.default',
    });
    expect(toGlobalError(graphqlError(''))).toEqual({ type: 'error', key: 'error.default' });
  });
});
