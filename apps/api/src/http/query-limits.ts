// Limits on every document: tokens and nesting counted on its text before it is parsed
// (shared/document-size.ts), then depth, complexity and aliases measured by a validation rule
// (shared/limits.ts). Register this plugin before any other that parses the query.
import type { Plugin } from 'graphql-yoga';
import type { Env } from '../env.ts';
import { documentSizeError } from '../shared/document-size.ts';
import { queryLimitsRule } from '../shared/limits.ts';

export function queryLimits(env: Env): Plugin {
  const size = { maxTokens: env.GRAPHQL_MAX_TOKENS, maxNesting: env.GRAPHQL_MAX_NESTING };
  const rule = queryLimitsRule({
    maxDepth: env.GRAPHQL_MAX_DEPTH,
    maxComplexity: env.GRAPHQL_MAX_COMPLEXITY,
    maxAliases: env.GRAPHQL_MAX_ALIASES,
  });
  return {
    // Every request's parameters (GET and POST) pass here before anything parses the query.
    onParams({ params }) {
      if (typeof params.query !== 'string') return;
      const error = documentSizeError(params.query, size);
      if (error) throw error;
    },
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}
