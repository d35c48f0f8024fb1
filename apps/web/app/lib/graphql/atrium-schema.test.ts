// Every operation of the storefront, as written (its `@atrium` marks included), validates against
// Atrium's own API schema — the SDL of apps/api — with every rule, directive locations included:
// codegen checks the fields but not where a directive may stand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildASTSchema, type DefinitionNode, Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

const APP = join(import.meta.dirname, '../..');
const API_MODULES = join(APP, '../../api/src/modules');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

const definitions = (dir: string): DefinitionNode[] =>
  graphqlFiles(dir).flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);

describe("the storefront's operations on Atrium's API", () => {
  const schema = buildASTSchema({ kind: Kind.DOCUMENT, definitions: definitions(API_MODULES) });
  const storefront = definitions(APP);

  it('all validate, with their marks, fragments and variables', () => {
    const errors = validate(schema, { kind: Kind.DOCUMENT, definitions: storefront }).map((e) => e.message);
    expect(errors).toEqual([]);
  });

  it('reads the whole storefront', () => {
    expect(storefront.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length).toBeGreaterThan(100);
  });
});
