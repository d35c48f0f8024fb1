// Token and nesting limits checked on the document's text before it is parsed (issue 11 §1,
// decision 0023). graphql-js's parser recurses once per level of braces, brackets and parentheses
// and overflows the stack near 1,500 levels ("Internal server error"); counting with its Lexer, which
// does not recurse, bounds both the parser's stack and every later step's work by the document's
// size. The count stops at the first token over a limit, so a huge document costs no more than a
// small one.
import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';

export interface DocumentSizeLimits {
  maxTokens: number;
  maxNesting: number;
}

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

const limitError = (message: string) =>
  new GraphQLError(message, { extensions: { category: 'graphql-input' } });

/**
 * The error for a document over a limit, else undefined. Tokens are counted as graphql's
 * `parse(…, { maxTokens })` counts them (comments are not tokens). A lexical error ends the count:
 * the parser reports it, and it never gets deeper than the nesting counted up to there.
 */
export function documentSizeError(query: string, limits: DocumentSizeLimits): GraphQLError | undefined {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > limits.maxTokens) {
        return limitError(
          `Max query tokens should be ${limits.maxTokens} but got more than ${limits.maxTokens}.`,
        );
      }
      if (OPENING.has(token.kind)) {
        nesting += 1;
        if (nesting > limits.maxNesting) {
          return limitError(
            `Max query nesting should be ${limits.maxNesting} but got more than ${limits.maxNesting}.`,
          );
        }
      } else if (CLOSING.has(token.kind) && nesting > 0) {
        nesting -= 1;
      }
    }
  } catch (error) {
    if (error instanceof GraphQLError) return undefined;
    throw error;
  }
  return undefined;
}
