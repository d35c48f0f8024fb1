// Query depth, complexity and alias limits (validation rules), with Magento's messages for the
// first two. Introspection fields are not counted towards complexity so GraphiQL keeps working.
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

interface Measure {
  depth: number;
  complexity: number;
  aliases: number;
}

function measure(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
  inIntrospection: boolean,
): Measure {
  let depth = 0;
  let complexity = 0;
  let aliases = 0;
  for (const selection of selectionSet.selections) {
    let inner: Measure = { depth: 0, complexity: 0, aliases: 0 };
    let ownDepth = 0;
    if (selection.kind === Kind.FIELD) {
      const introspective = inIntrospection || selection.name.value.startsWith('__');
      if (selection.selectionSet) inner = measure(selection.selectionSet, fragments, visiting, introspective);
      ownDepth = 1;
      if (!introspective) complexity += 1;
      if (selection.alias) aliases += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, visiting, inIntrospection);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Cycles are reported by graphql's own NoFragmentCycles rule; do not loop here.
      if (fragment && !visiting.has(name)) {
        visiting.add(name);
        inner = measure(fragment.selectionSet, fragments, visiting, inIntrospection);
        visiting.delete(name);
      }
    }
    depth = Math.max(depth, ownDepth + inner.depth);
    complexity += inner.complexity;
    aliases += inner.aliases;
  }
  return { depth, complexity, aliases };
}

export function queryLimitsRule(limits: {
  maxDepth: number;
  maxComplexity: number;
  maxAliases: number;
}): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const m = measure(node.selectionSet, fragments, new Set(), false);
        // Depth counts the field levels below the operation, as webonyx's QueryDepth does.
        const depth = Math.max(0, m.depth - 1);
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(`Max query depth should be ${limits.maxDepth} but got ${depth}.`, {
              nodes: [node],
              extensions: { category: 'graphql-input' },
            }),
          );
        }
        if (m.complexity > limits.maxComplexity) {
          context.reportError(
            new GraphQLError(
              `Max query complexity should be ${limits.maxComplexity} but got ${m.complexity}.`,
              {
                nodes: [node],
                extensions: { category: 'graphql-input' },
              },
            ),
          );
        }
        if (m.aliases > limits.maxAliases) {
          context.reportError(
            new GraphQLError(`Max aliases should be ${limits.maxAliases} but got ${m.aliases}.`, {
              nodes: [node],
              extensions: { category: 'graphql-input' },
            }),
          );
        }
      },
    };
  };
}
