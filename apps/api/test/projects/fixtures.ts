// The small catalogue the project tests add from: a chair, tiles sold in pairs (min 2, increments
// of 2), a disabled product, a product outside the int website and a configurable sofa whose
// variants cost differently (so an open line has a price range). Indexed, so that they are in the
// store views' catalogues. Prices: website 1 (ru, RUB) and 2 (int, USD).
import type { Db } from '../../src/db/client.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { insertAttribute, insertProduct } from '../catalog/product-fixtures.ts';

export const uid = (text: string) => Buffer.from(text).toString('base64');

export interface ProjectCatalogue {
  prefix: string;
  chair: number;
  tiles: number;
  off: number;
  ruOnly: number;
  sofa: number;
  variants: Record<'RED_S' | 'BLUE_L', number>;
  color: { id: number; options: number[] };
  size: { id: number; options: number[] };
  /** Option value uids of the sofa's variants. */
  red: string;
  blue: string;
  small: string;
  large: string;
}

export async function insertProjectCatalogue(db: Db, prefix = 'PJ'): Promise<ProjectCatalogue> {
  const chair = await insertProduct(db, {
    sku: `${prefix}-CHAIR`,
    weight: '5',
    texts: { 0: { name: 'Chair' } },
    prices: { 1: { price: '10000' }, 2: { price: '100' } },
  });
  const tiles = await insertProduct(db, {
    sku: `${prefix}-TILES`,
    minSaleQty: '2',
    qtyIncrements: '2',
    texts: { 0: { name: 'Tiles' } },
    prices: { 1: { price: '1000' }, 2: { price: '10' } },
  });
  const off = await insertProduct(db, {
    sku: `${prefix}-OFF`,
    isActive: false,
    texts: { 0: { name: 'Retired' } },
    prices: { 1: { price: '1000' }, 2: { price: '10' } },
  });
  const ruOnly = await insertProduct(db, {
    sku: `${prefix}-RU`,
    texts: { 0: { name: 'Samovar' } },
    prices: { 1: { price: '1000' } },
  });
  const code = prefix.toLowerCase().replace(/[^a-z0-9]/g, '_');
  const color = await insertAttribute(
    db,
    { code: `${code}_color`, labels: { '0': 'Colour' }, swatchType: 'visual' },
    [
      { labels: { '0': 'Red' }, swatchValue: '#ff0000' },
      { labels: { '0': 'Blue' }, swatchValue: '#0000ff' },
    ],
  );
  const size = await insertAttribute(
    db,
    { code: `${code}_size`, labels: { '0': 'Size' }, swatchType: 'text' },
    [{ labels: { '0': 'Small' } }, { labels: { '0': 'Large' } }],
  );
  const sofa = await insertProduct(db, {
    sku: `${prefix}-SOFA`,
    typeId: 'configurable',
    texts: { 0: { name: 'Sofa' } },
    superAttributes: [color.id, size.id],
  });
  const variant = (sku: string, c: number, s: number, ru: string, int: string) =>
    insertProduct(db, {
      sku: `${prefix}-SOFA-${sku}`,
      parentId: sofa,
      texts: { 0: { name: `Sofa ${sku}` } },
      prices: { 1: { price: ru }, 2: { price: int } },
      attributeOptions: [
        { attributeId: color.id, optionId: color.options[c] as number },
        { attributeId: size.id, optionId: size.options[s] as number },
      ],
    });
  const variants = {
    RED_S: await variant('RED-S', 0, 0, '90000', '900'),
    BLUE_L: await variant('BLUE-L', 1, 1, '120000', '1200'),
  };
  await reindexProducts(db, [chair, tiles, off, ruOnly, sofa]);
  const value = (attribute: number, option: number | undefined) => uid(`configurable/${attribute}/${option}`);
  return {
    prefix,
    chair,
    tiles,
    off,
    ruOnly,
    sofa,
    variants,
    color,
    size,
    red: value(color.id, color.options[0]),
    blue: value(color.id, color.options[1]),
    small: value(size.id, size.options[0]),
    large: value(size.id, size.options[1]),
  };
}
