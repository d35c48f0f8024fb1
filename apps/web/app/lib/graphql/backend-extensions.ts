// Atrium's extensions of Magento's GraphQL (issue 18 §3), marked with the directive `@atrium` in
// the storefront's documents:
// - on a selection (a field, a fragment spread or an inline fragment): only Atrium's API has it. On
//   a Magento backend (API_BACKEND=magento) the storefront sends every document without the marked
//   selections, and without the fragments and variables only they used, so the standard pages'
//   operations are valid on Magento 2.4.7 (magento-schema.test.ts proves it). The data then lacks
//   those fields: the views read each of them as optional.
// - on an operation (`query ProductMostViewed @atrium { … }`): the whole operation is Atrium's own
//   (projects, estimates, helpdesk, the blog, the cart comment, websitesConfig…). On a Magento
//   backend the client never sends it: `requestGraphQL` (and the multipart variant) answers at once
//   with a GraphQL error of the category ATRIUM_ONLY_CATEGORY and no data,
//     { ok: false, error: { kind: 'graphql', category: 'atrium-only', message, errors: [{ message,
//       extensions: { category: 'atrium-only' } }] } }
//   (`isAtriumOnlyError` recognises it; the global message it would show is the generic one). The
//   callers that are part of a standard page ask `backendHas(feature)` first (lib/backend.server.ts)
//   and do without, so this answer is a safety net. magento-schema.test.ts holds every operation
//   that is not valid on Magento to this mark. The operation's mark is the storefront's own and is
//   never sent: Atrium's API gets the operation without it (its schema declares the directive on
//   selections, apps/api/src/modules/base/base.graphql).
// Atrium's API ignores the directive.
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

/** The category of the answer a Magento backend "gives" an Atrium-only operation (never sent). */
export const ATRIUM_ONLY_CATEGORY = 'atrium-only';

/** Whether the document's operation is marked `@atrium` as a whole. */
export function isAtriumOperation(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && marked(definition),
  );
}

/** A document as one backend takes it: its text, or the operation's name when it is not sent. */
export type BackendDocument = { send: true; text: string } | { send: false; operation: string };

const cache = { atrium: new Map<string, BackendDocument>(), magento: new Map<string, BackendDocument>() };

function prepare(query: string, backend: 'atrium' | 'magento'): BackendDocument {
  // Most documents have no mark at all: sent as written, without parsing them.
  if (!query.includes(`@${EXTENSION_DIRECTIVE}`)) return { send: true, text: query };
  // Atrium's API declares the directive (on operations too) and ignores it.
  if (backend === 'atrium') return { send: true, text: query };
  const document = parse(query);
  if (isAtriumOperation(document)) {
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    return { send: false, operation: operation?.name?.value ?? '(anonymous)' };
  }
  return { send: true, text: print(withoutExtensions(document)) };
}

/** The document for the backend (computed once per document and backend). */
export function backendDocument(query: string, backend: 'atrium' | 'magento'): BackendDocument {
  const known = cache[backend].get(query);
  if (known) return known;
  const prepared = prepare(query, backend);
  cache[backend].set(query, prepared);
  return prepared;
}
