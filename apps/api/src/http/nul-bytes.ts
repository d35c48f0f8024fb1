// A NUL byte (U+0000) in any string input is an input error (issue 11 §7). PostgreSQL cannot keep
// it in text, so it would otherwise surface as a database error masked as "Internal server error".
// Checked once per request, before execution: the raw document, the operation name and every
// variable (names, nested objects and lists, used or not), and the string literals of the document
// (`"\u0000"` escapes). Headers never carry one: Node's HTTP parser answers 400 first.
import { GraphQLError, Kind, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { inputError } from '../shared/errors.ts';
import { isUploadedFile } from '../shared/uploaded-file.ts';

const NUL = '\u0000';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object' || depth > 100) return false;
  // An uploaded file's bytes are no string (and walking them entry by entry takes seconds).
  if (isUploadedFile(value) || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
}

/** Reports every string literal of the document that holds a NUL, at its place. */
export const noNulInLiterals: ValidationRule = (context) => ({
  [Kind.STRING](node) {
    if (node.value.includes(NUL)) {
      context.reportError(
        new GraphQLError('String values must not contain NUL bytes.', {
          nodes: node,
          extensions: { category: 'graphql-input' },
        }),
      );
    }
  },
});

export function refuseNulBytes(): Plugin {
  return {
    onParams({ params }) {
      // Params are not checked yet (Yoga does after this hook): a `query` may be a number here.
      if (containsNul(params.query)) throw inputError('The query must not contain NUL bytes.');
      if (containsNul(params.operationName)) {
        throw inputError('The operation name must not contain NUL bytes.');
      }
      const variables = typeof params.variables === 'object' ? params.variables : null;
      for (const [name, value] of Object.entries(variables ?? {})) {
        if (name.includes(NUL) || containsNul(value)) {
          throw inputError(`Variable "$${name.replaceAll(NUL, '\\u0000')}" must not contain NUL bytes.`);
        }
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noNulInLiterals);
    },
  };
}
