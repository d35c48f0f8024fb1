// A bundle product written directly: its settings, options and the products they offer. The
// product row itself comes from `insertProduct` with typeId 'bundle'.
import type { Db } from '../../src/db/client.ts';
import {
  productBundle,
  productBundleOption,
  productBundleSelection,
  type StoreLabels,
} from '../../src/db/schema.ts';

export interface BundleFixture {
  productId: number;
  dynamicPrice?: boolean;
  dynamicSku?: boolean;
  dynamicWeight?: boolean;
  priceView?: 'PRICE_RANGE' | 'AS_LOW_AS';
  options: {
    titles: StoreLabels;
    type: 'select' | 'radio' | 'checkbox' | 'multi';
    required?: boolean;
    selections: {
      productId: number;
      qty?: string;
      canChangeQty?: boolean;
      isDefault?: boolean;
      priceType?: 'FIXED' | 'PERCENT';
      /** Selection prices of a fixed-price bundle, per website id. */
      prices?: Record<string, string>;
    }[];
  }[];
}

/** Writes the bundle; answers its option ids and selection ids in the order given. */
export async function insertBundle(
  db: Db,
  f: BundleFixture,
): Promise<{ options: number[]; selections: number[][] }> {
  await db.insert(productBundle).values({
    productId: f.productId,
    dynamicPrice: f.dynamicPrice ?? true,
    dynamicSku: f.dynamicSku ?? true,
    dynamicWeight: f.dynamicWeight ?? true,
    priceView: f.priceView ?? 'PRICE_RANGE',
  });
  const out = { options: [] as number[], selections: [] as number[][] };
  for (const [position, option] of f.options.entries()) {
    const [row] = await db
      .insert(productBundleOption)
      .values({
        productId: f.productId,
        type: option.type,
        isRequired: option.required ?? true,
        position,
        titles: option.titles,
      })
      .returning({ id: productBundleOption.id });
    const optionId = row?.id as number;
    out.options.push(optionId);
    const ids: number[] = [];
    for (const [i, s] of option.selections.entries()) {
      const [sel] = await db
        .insert(productBundleSelection)
        .values({
          optionId,
          productId: s.productId,
          position: i,
          isDefault: s.isDefault ?? false,
          qty: s.qty ?? '1',
          canChangeQty: s.canChangeQty ?? false,
          priceType: s.priceType ?? 'FIXED',
          prices: s.prices ?? {},
        })
        .returning({ id: productBundleSelection.id });
      ids.push(sel?.id as number);
    }
    out.selections.push(ids);
  }
  return out;
}
