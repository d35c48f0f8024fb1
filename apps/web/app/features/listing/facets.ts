// The facet panel from the API's aggregations: only fields the filter input accepts, equal or range
// by the input type, grouped main / additional and ordered by position (spec §9), colour swatches
// from color_hex_code, the selected items marked. Pure, so it is unit-tested.
import type { ListingAggregationFragment as AggregationData } from '~/lib/graphql/generated';
import type { ActiveFilter, FilterField, FilterKind } from './listing-url';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  /** "#rrggbb" for a colour swatch. */
  swatch: string | null;
  selected: boolean;
}

export type FacetGroup = 'main' | 'additional';

export interface Facet {
  code: string;
  label: string;
  kind: FilterKind;
  group: FacetGroup;
  position: number;
  swatches: boolean;
  options: FacetOption[];
}

export interface ActiveChip {
  code: string;
  kind: FilterKind;
  facetLabel: string;
  value: string;
  /** The option's label; null for a range the storefront formats itself. */
  label: string | null;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface BuildFacetsInput {
  aggregations: readonly (AggregationData | null)[];
  /** For each active code, its aggregation computed without its own filter (see listing-facets.graphql). */
  ownAggregations?: ReadonlyMap<string, AggregationData>;
  fields: readonly FilterField[];
  active: readonly ActiveFilter[];
  totalCount: number;
  /** Codes the page never offers as facets (the spec's ignored codes). */
  ignored: readonly string[];
  /** Aggregations without any shopper filter: labels and swatches of selected values nothing matches now. */
  fallbackAggregations?: readonly (AggregationData | null)[];
}

/** Selected values the aggregations no longer list (another filter left them without products). */
export function missingSelections(
  aggregations: readonly (AggregationData | null)[],
  ownAggregations: ReadonlyMap<string, AggregationData>,
  active: readonly ActiveFilter[],
): ActiveFilter[] {
  return active.flatMap((filter) => {
    const aggregation =
      ownAggregations.get(filter.code) ?? aggregations.find((item) => item?.attribute_code === filter.code);
    const listed = new Set((aggregation?.options ?? []).map((option) => option?.value));
    const values = filter.values.filter((value) => !listed.has(value));
    return values.length > 0 ? [{ ...filter, values }] : [];
  });
}

function groupOf(aggregation: AggregationData): FacetGroup {
  return aggregation.additional_info?.type === 'additional' ? 'additional' : 'main';
}

export function buildFacets(input: BuildFacetsInput): Facet[] {
  const kinds = new Map(input.fields.map((field) => [field.code, field.kind]));
  const activeByCode = new Map(input.active.map((filter) => [filter.code, filter]));
  const byCode = new Map<string, AggregationData>();
  for (const aggregation of input.aggregations) {
    if (aggregation) byCode.set(aggregation.attribute_code, aggregation);
  }
  for (const [code, aggregation] of input.ownAggregations ?? []) byCode.set(code, aggregation);

  const facets: Facet[] = [];
  for (const [code, aggregation] of byCode) {
    const kind = kinds.get(code);
    if (!kind || input.ignored.includes(code)) continue;
    const active = activeByCode.get(code);
    const selected = new Set(active?.values ?? []);
    const options: FacetOption[] = (aggregation.options ?? []).flatMap((option) =>
      option
        ? [
            {
              value: option.value,
              label: option.label ?? option.value,
              count: option.count ?? 0,
              swatch:
                option.color_hex_code && HEX_COLOUR.test(option.color_hex_code)
                  ? option.color_hex_code
                  : null,
              selected: selected.has(option.value),
            },
          ]
        : [],
    );
    // A selected value the API no longer lists (no products left) stays visible, so it can be removed.
    const fallback = input.fallbackAggregations?.find((item) => item?.attribute_code === code)?.options ?? [];
    for (const value of active?.values ?? []) {
      if (!options.some((option) => option.value === value)) {
        const known = fallback.find((option) => option?.value === value);
        const hex = known?.color_hex_code;
        options.push({
          value,
          label: known?.label ?? value,
          count: 0,
          swatch: hex && HEX_COLOUR.test(hex) ? hex : null,
          selected: true,
        });
      }
    }
    if (options.length === 0) continue;
    // A facet where no item narrows the result (every item matches all products) is noise.
    const narrows = options.some((option) => option.count < input.totalCount);
    if (!active && !narrows) continue;
    facets.push({
      code,
      label: aggregation.label ?? code,
      kind,
      group: groupOf(aggregation),
      position: aggregation.additional_info?.position ?? aggregation.position ?? 0,
      swatches: options.some((option) => option.swatch !== null),
      options,
    });
  }
  return facets.sort((a, b) => a.position - b.position || a.label.localeCompare(b.label));
}

/** Active filters as removable chips, in URL order, labelled from the facets. */
export function activeChips(active: readonly ActiveFilter[], facets: readonly Facet[]): ActiveChip[] {
  return active.flatMap((filter) => {
    const facet = facets.find((item) => item.code === filter.code);
    return filter.values.map((value) => {
      const option = facet?.options.find((item) => item.value === value);
      const label = filter.kind === 'range' ? null : (option?.label ?? value);
      return { code: filter.code, kind: filter.kind, facetLabel: facet?.label ?? filter.code, value, label };
    });
  });
}

/** A category of the store's tree (the shell's menu): enough to place facet options under parents. */
export interface CategoryTreeNode {
  uid: string;
  children: readonly CategoryTreeNode[];
}

/** A facet option placed in the category tree: its depth below the nearest listed ancestor. */
export type TreeFacetOption = FacetOption & { depth: number };

/**
 * The category facet as a tree (Magento's `category_uid` aggregation is a flat list of parents and
 * children): options in the tree's order, each child right after its parent and one level deeper
 * than its nearest ancestor that is listed too. Options the tree does not know (a category left
 * out of the menu) follow at the top level in the API's order. Pure, so it is unit-tested.
 */
export function categoryFacetTree(
  options: readonly FacetOption[],
  tree: readonly CategoryTreeNode[],
): TreeFacetOption[] {
  const byValue = new Map(options.map((option) => [option.value, option]));
  const placed: TreeFacetOption[] = [];
  const seen = new Set<string>();
  const walk = (nodes: readonly CategoryTreeNode[], depth: number) => {
    for (const node of nodes) {
      const option = byValue.get(node.uid);
      if (option && !seen.has(node.uid)) {
        seen.add(node.uid);
        placed.push({ ...option, depth });
      }
      walk(node.children, option ? depth + 1 : depth);
    }
  };
  walk(tree, 0);
  for (const option of options) {
    if (!seen.has(option.value)) placed.push({ ...option, depth: 0 });
  }
  return placed;
}

/** Options a facet draws before "show all"; a facet with a few more draws them all. */
export const FACET_VISIBLE_OPTIONS = 8;
/**
 * How many options a facet draws: all of them when the list is short, the URL asks for it, or a
 * chosen option would otherwise be hidden; else the first FACET_VISIBLE_OPTIONS.
 */
export function visibleOptionCount(
  options: readonly { selected: boolean }[],
  expanded: boolean,
  limit = FACET_VISIBLE_OPTIONS,
): number {
  // One or two more options than the limit are cheaper to draw than the link that reveals them.
  if (expanded || options.length <= limit + 2) return options.length;
  if (options.slice(limit).some((option) => option.selected)) return options.length;
  return limit;
}
