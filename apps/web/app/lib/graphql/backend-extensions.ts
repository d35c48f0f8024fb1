// Atrium's extensions of Magento's GraphQL (issue 18 §3): a selection only Atrium's API has is
// marked `@atrium` in the storefront's documents (a field, a fragment spread or an inline
// fragment). Atrium's API declares the directive and ignores it. On a Magento backend
// (API_BACKEND=magento) the storefront sends every document without the marked selections, and
// without the fragments and variables only they used, so the standard pages' operations are valid
// on Magento 2.4.7 (magento-schema.test.ts proves it). The data then lacks those fields: the views
// read each of them as optional.
import {
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from 'graphql';

export const EXTENSION_DIRECTIVE = 'atrium';

const marked = (node: { directives?: readonly { name: { value: string } }[] }) =>
  node.directives?.some((d) => d.name.value === EXTENSION_DIRECTIVE) ?? false;

/** Fragment names spread anywhere in the nodes. */
function spreadNames(nodes: readonly ASTNode[]): Set<string> {
  const names = new Set<string>();
  for (const node of nodes) {
    visit(node, {
      FragmentSpread(spread) {
        names.add(spread.name.value);
      },
    });
  }
  return names;
}

/** The document without its `@atrium` selections, unused fragments and unused variables. */
export function withoutExtensions(document: DocumentNode): DocumentNode {
  const stripped = visit(document, {
    Field(node) {
      return marked(node) ? null : undefined;
    },
    FragmentSpread(node) {
      return marked(node) ? null : undefined;
    },
    InlineFragment(node) {
      return marked(node) ? null : undefined;
    },
  });
  // Fragments only reachable through removed selections go too (repeat: one may spread another).
  let definitions = stripped.definitions;
  for (;;) {
    const used = spreadNames(definitions);
    const kept = definitions.filter((d) => d.kind !== Kind.FRAGMENT_DEFINITION || used.has(d.name.value));
    if (kept.length === definitions.length) break;
    definitions = kept;
  }
  // A selection set emptied by the removals would be invalid: keep __typename in it.
  const filled = visit(
    { ...stripped, definitions },
    {
      SelectionSet(node) {
        if (node.selections.length > 0) return undefined;
        return {
          ...node,
          selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
        };
      },
    },
  );
  return {
    ...filled,
    definitions: filled.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION
        ? withUsedVariables(definition, filled.definitions)
        : definition,
    ),
  };
}

/** The operation declaring only the variables it (or a fragment it uses) still reads. */
function withUsedVariables(
  operation: OperationDefinitionNode,
  definitions: readonly DocumentNode['definitions'][number][],
): OperationDefinitionNode {
  const used = new Set<string>();
  const fragments = definitions.filter(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
  );
  for (const node of [operation.selectionSet, ...fragments]) {
    visit(node, {
      Variable(variable) {
        used.add(variable.name.value);
      },
    });
  }
  const variableDefinitions = operation.variableDefinitions?.filter((v) => used.has(v.variable.name.value));
  return { ...operation, variableDefinitions };
}

const cache = new Map<string, string>();

/** The query text to send to a Magento backend (computed once per document). */
export function magentoQueryText(query: string): string {
  let text = cache.get(query);
  if (text === undefined) {
    text = print(withoutExtensions(parse(query)));
    cache.set(query, text);
  }
  return text;
}
