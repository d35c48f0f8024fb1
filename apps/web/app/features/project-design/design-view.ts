// A project's design as the design tab shows it: elements in their order, each image board with
// its points numbered in order and joined to the project line they lead to (picture, name, price,
// product page). Points on lines that are gone are left out.
import type {
  MoneyFragment,
  ProjectDesignElementFieldsFragment,
  ProjectDesignElementType,
  ProjectDesignLineFragment,
} from '~/lib/graphql/generated';
import type { BoardPoint } from './board-geometry';

export interface DesignLineView {
  id: number;
  name: string;
  sku: string;
  href: string | null;
  image: { url: string; label: string } | null;
  /** The unit price; `maximal` differs while a configurable line has no variant chosen. */
  price: { minimal: MoneyFragment; maximal: MoneyFragment };
}

export interface DesignPointView extends BoardPoint {
  /** 1-based, in the board's order: the number on the marker and in the PDF's legend. */
  number: number;
  line: DesignLineView;
}

interface ElementBase {
  id: number;
  name: string;
  sort: number;
}

export type DesignElementView =
  | (ElementBase & {
      type: 'IMAGE_BOARD';
      image: { url: string; width: number | null; height: number | null } | null;
      points: DesignPointView[];
    })
  | (ElementBase & { type: 'TEXT'; text: string })
  | (ElementBase & { type: 'COLOR_PALETTE'; colors: string[] });

export function toDesignLineView(
  line: ProjectDesignLineFragment,
  website: string,
  productUrlSuffix: string,
): DesignLineView {
  const product = line.product;
  const name = product?.name ?? product?.sku ?? '';
  const image = line.configured_variant?.small_image?.url
    ? line.configured_variant.small_image
    : product?.small_image;
  return {
    id: line.id,
    name,
    sku: product?.sku ?? '',
    href: product?.url_key ? `/${website}/${product.url_key}${product.url_suffix ?? productUrlSuffix}` : null,
    image: image?.url ? { url: image.url, label: image.label || name } : null,
    price: { minimal: line.price_range.minimal_price, maximal: line.price_range.maximal_price },
  };
}

function byOrder(a: { sort: number; id: number }, b: { sort: number; id: number }): number {
  return a.sort - b.sort || a.id - b.id;
}

export function toDesignElementViews(
  elements: readonly ProjectDesignElementFieldsFragment[],
  lines: readonly DesignLineView[],
): DesignElementView[] {
  const lineById = new Map(lines.map((line) => [line.id, line]));
  return [...elements].sort(byOrder).map((element): DesignElementView => {
    const base = { id: element.id, name: element.name ?? '', sort: element.sort };
    const type: ProjectDesignElementType = element.element_type;
    if (type === 'TEXT') return { ...base, type, text: element.text ?? '' };
    if (type === 'COLOR_PALETTE') return { ...base, type, colors: element.colors };
    const points: DesignPointView[] = [];
    for (const point of element.image_map) {
      const line = lineById.get(point.project_product_id);
      if (!line) continue;
      points.push({ number: points.length + 1, x: point.x_coordinate, y: point.y_coordinate, line });
    }
    return {
      ...base,
      type,
      image: element.url_image
        ? { url: element.url_image, width: element.image_width, height: element.image_height }
        : null,
      points,
    };
  });
}

/** What a board's points are saved as (`image_map` replaces the old one as a whole). */
export function toImageMapInput(points: readonly { lineId: number; x: number; y: number }[]) {
  return points.map((point) => ({
    project_product_id: point.lineId,
    x_coordinate: point.x,
    y_coordinate: point.y,
  }));
}
