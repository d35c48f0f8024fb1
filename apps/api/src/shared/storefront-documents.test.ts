// The storefront's own operations stay well inside the API's default limits (issue 11 §1): each
// .graphql file under apps/web/app with an operation, joined with the fragment files it spreads
// (as the storefront sends it), is lexed and measured here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, Lexer, parse, Source, TokenKind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadEnv, repoRoot } from '../env.ts';
import { documentMeasurer } from './limits.ts';

const defaults = loadEnv({});
/** A storefront document may use at most this share of the token limit. */
const MARGIN = 0.5;

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

function countTokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  return tokens;
}

const files = graphqlFiles(join(repoRoot, 'apps/web/app')).map((path) => {
  const text = readFileSync(path, 'utf8');
  return { path: path.slice(repoRoot.length), text, document: parse(text) };
});
const fragmentFile = new Map<string, (typeof files)[number]>();
for (const file of files) {
  for (const definition of file.document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragmentFile.set(definition.name.value, file);
  }
}

/** The operation's file with every fragment file it spreads, directly or through other fragments. */
function composed(file: (typeof files)[number]): string {
  const included = new Set([file]);
  const pending = [file];
  for (let current = pending.pop(); current; current = pending.pop()) {
    for (const match of current.text.matchAll(/\.\.\.\s*([_A-Za-z][_0-9A-Za-z]*)/g)) {
      const other = fragmentFile.get(match[1] as string);
      if (other && !included.has(other)) {
        included.add(other);
        pending.push(other);
      }
    }
  }
  return [...included].map((f) => f.text).join('\n');
}

const operations = files.filter((file) =>
  file.document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
);

describe('the storefront’s documents under the API’s default limits', () => {
  it('finds the storefront’s operations', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations.map((file) => [file.path, file] as const))('%s', (_path, file) => {
    const text = composed(file);
    expect(countTokens(text)).toBeLessThan(defaults.GRAPHQL_MAX_TOKENS * MARGIN);
    const document = parse(text);
    const measure = documentMeasurer(document);
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const m = measure(definition.selectionSet);
      expect(m.depth - 1).toBeLessThanOrEqual(defaults.GRAPHQL_MAX_DEPTH);
      expect(m.complexity).toBeLessThanOrEqual(BigInt(defaults.GRAPHQL_MAX_COMPLEXITY));
      expect(m.aliases).toBeLessThanOrEqual(BigInt(defaults.GRAPHQL_MAX_ALIASES));
    }
  });
});
