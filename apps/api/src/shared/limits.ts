// Query depth, complexity and alias limits (validation rules), with Magento's messages. The
// introspection roots (__schema, __type) and everything below them are not counted towards
// complexity so GraphiQL keeps working; __typename elsewhere counts as a field.
//
// Issue 11 §1 (decision 0023): a fragment that spreads another twice doubles the expanded size, so
// 60 such fragments describe 2^60 fields in 2 KB. Each fragment is measured once per document and
// the result reused for every spread; counts are BigInts, so the figure in the message stays exact.
// The walk keeps its own stack (no recursion), so its work is linear in the document's size and
// its stack does not grow with the document's nesting or with chains of fragments.
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface Measure {
  /** Field levels, the operation's root fields included. */
  depth: number;
  complexity: bigint;
  aliases: bigint;
}

export interface MeasureOptions {
  /** Called once each time a fragment's own measure is computed (tests count these). */
  onFragmentMeasured?: (name: string) => void;
}

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

interface Frame {
  selections: readonly SelectionNode[];
  next: number;
  introspective: boolean;
  depth: number;
  complexity: bigint;
  aliases: bigint;
  /** Levels the selection set being measured below this frame adds (1 below a field). */
  childOffset: number;
  /** Set when this frame measures a fragment: the memo key and the fragment's name. */
  fragment?: { key: string; name: string };
}

function frame(set: SelectionSetNode, introspective: boolean, fragment?: Frame['fragment']): Frame {
  return {
    selections: set.selections,
    next: 0,
    introspective,
    depth: 0,
    complexity: 0n,
    aliases: 0n,
    childOffset: 0,
    fragment,
  };
}

function addInto(target: Frame, inner: Measure, offset: number) {
  target.depth = Math.max(target.depth, offset + inner.depth);
  target.complexity += inner.complexity;
  target.aliases += inner.aliases;
}

/**
 * A measurer for one document: fragment measures are kept between calls, so every fragment is
 * walked at most twice per document (once outside introspection, once inside). A spread of a
 * fragment that is being measured (a cycle) adds nothing: graphql's NoFragmentCycles reports it.
 */
export function documentMeasurer(document: DocumentNode, options: MeasureOptions = {}) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Measure>();
  const inProgress = new Set<string>();

  return function measure(selectionSet: SelectionSetNode): Measure {
    const stack: Frame[] = [frame(selectionSet, false)];
    let finished: Measure | undefined;
    for (;;) {
      const top = stack[stack.length - 1] as Frame;
      if (finished) {
        addInto(top, finished, top.childOffset);
        finished = undefined;
      }
      const selection = top.selections[top.next++];
      if (!selection) {
        stack.pop();
        const result: Measure = { depth: top.depth, complexity: top.complexity, aliases: top.aliases };
        if (top.fragment) {
          measured.set(top.fragment.key, result);
          inProgress.delete(top.fragment.key);
          options.onFragmentMeasured?.(top.fragment.name);
        }
        if (stack.length === 0) return result;
        finished = result;
        continue;
      }
      if (selection.kind === Kind.FIELD) {
        const introspective = top.introspective || INTROSPECTION_ROOTS.has(selection.name.value);
        if (!introspective) top.complexity += 1n;
        if (selection.alias) top.aliases += 1n;
        if (selection.selectionSet) {
          top.childOffset = 1;
          stack.push(frame(selection.selectionSet, introspective));
        } else {
          top.depth = Math.max(top.depth, 1);
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        top.childOffset = 0;
        stack.push(frame(selection.selectionSet, top.introspective));
      } else {
        const name = selection.name.value;
        const key = `${top.introspective ? 'introspection' : 'data'}:${name}`;
        const known = measured.get(key);
        const fragment = fragments.get(name);
        if (known) {
          addInto(top, known, 0);
        } else if (fragment && !inProgress.has(key)) {
          inProgress.add(key);
          top.childOffset = 0;
          stack.push(frame(fragment.selectionSet, top.introspective, { key, name }));
        }
      }
    }
  };
}

export function queryLimitsRule(limits: {
  maxDepth: number;
  maxComplexity: number;
  maxAliases: number;
}): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const measure = documentMeasurer(context.getDocument());
    const report = (node: OperationDefinitionNode, message: string) =>
      context.reportError(
        new GraphQLError(message, { nodes: [node], extensions: { category: 'graphql-input' } }),
      );
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const m = measure(node.selectionSet);
        // Depth counts the field levels below the operation, as webonyx's QueryDepth does.
        const depth = Math.max(0, m.depth - 1);
        if (depth > limits.maxDepth) {
          report(node, `Max query depth should be ${limits.maxDepth} but got ${depth}.`);
        }
        if (m.complexity > BigInt(limits.maxComplexity)) {
          report(node, `Max query complexity should be ${limits.maxComplexity} but got ${m.complexity}.`);
        }
        if (m.aliases > BigInt(limits.maxAliases)) {
          report(node, `Max aliases should be ${limits.maxAliases} but got ${m.aliases}.`);
        }
      },
    };
  };
}
