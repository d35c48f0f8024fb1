// Magento answers a mutation sent over GET with this message; we do it before parsing.
import { getOperationAST, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { inputError } from '../shared/errors.ts';

export function rejectMutationOverGet(): Plugin {
  return {
    onParams({ request, params }) {
      if (request.method !== 'GET' || !params.query) return;
      let operation: ReturnType<typeof getOperationAST> = null;
      try {
        operation = getOperationAST(parse(params.query), params.operationName);
      } catch {
        return; // syntax errors are reported by the normal parse step
      }
      if (operation?.operation === 'mutation') {
        throw inputError('Mutation requests allowed only for POST requests', { http: { status: 405 } });
      }
    },
  };
}
