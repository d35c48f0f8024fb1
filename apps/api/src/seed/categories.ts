// The demo category tree: root 1, store root 2, top categories (level 2) with two levels below.
// English texts are the default (store 0); the Russian store views (1 and 3) have their own.

import type { Db } from '../db/client.ts';
import { category, categoryStore } from '../db/schema.ts';
import { bumpCatalogVersion } from '../modules/catalog/listing/cache.ts';
import { type CategoryPictureNode, categoryPictureFile, renderCategoryPicture } from './category-pictures.ts';

interface Node {
  id: number;
  key: string;
  en: string;
  ru: string;
  menu?: boolean;
  block?: string;
  children?: Node[];
}

/** Store views whose texts are Russian. */
const RUSSIAN_STORES = [1, 3];

export const CATEGORY_TREE: Node[] = [
  {
    id: 10,
    key: 'living-room',
    en: 'Living room',
    ru: 'Гостиная',
    children: [
      {
        id: 11,
        key: 'sofas',
        en: 'Sofas',
        ru: 'Диваны',
        children: [
          { id: 12, key: 'corner-sofas', en: 'Corner sofas', ru: 'Угловые диваны' },
          { id: 13, key: 'sofa-beds', en: 'Sofa beds', ru: 'Диваны-кровати' },
          { id: 17, key: 'modular-sofas', en: 'Modular sofas', ru: 'Модульные диваны' },
        ],
      },
      { id: 14, key: 'armchairs', en: 'Armchairs', ru: 'Кресла' },
      { id: 15, key: 'coffee-tables', en: 'Coffee tables', ru: 'Журнальные столики' },
      { id: 16, key: 'tv-units', en: 'TV units', ru: 'ТВ-тумбы' },
    ],
  },
  {
    id: 20,
    key: 'bedroom',
    en: 'Bedroom',
    ru: 'Спальня',
    children: [
      {
        id: 21,
        key: 'beds',
        en: 'Beds',
        ru: 'Кровати',
        children: [
          { id: 22, key: 'double-beds', en: 'Double beds', ru: 'Двуспальные кровати' },
          { id: 23, key: 'single-beds', en: 'Single beds', ru: 'Односпальные кровати' },
        ],
      },
      { id: 24, key: 'mattresses', en: 'Mattresses', ru: 'Матрасы' },
      { id: 25, key: 'wardrobes', en: 'Wardrobes', ru: 'Шкафы' },
      { id: 26, key: 'bedside-tables', en: 'Bedside tables', ru: 'Прикроватные тумбы' },
    ],
  },
  {
    id: 30,
    key: 'dining',
    en: 'Kitchen & dining',
    ru: 'Кухня и столовая',
    children: [
      {
        id: 31,
        key: 'dining-tables',
        en: 'Dining tables',
        ru: 'Обеденные столы',
        children: [
          { id: 35, key: 'extendable-tables', en: 'Extendable tables', ru: 'Раздвижные столы' },
          { id: 36, key: 'round-tables', en: 'Round tables', ru: 'Круглые столы' },
        ],
      },
      { id: 32, key: 'dining-chairs', en: 'Dining chairs', ru: 'Стулья' },
      { id: 33, key: 'bar-stools', en: 'Bar stools', ru: 'Барные стулья' },
      { id: 34, key: 'sideboards', en: 'Sideboards', ru: 'Буфеты и комоды' },
    ],
  },
  {
    id: 40,
    key: 'office',
    en: 'Office',
    ru: 'Офис',
    children: [
      {
        id: 41,
        key: 'desks',
        en: 'Desks',
        ru: 'Рабочие столы',
        children: [
          {
            id: 42,
            key: 'height-adjustable-desks',
            en: 'Height-adjustable desks',
            ru: 'Столы с регулировкой высоты',
          },
          { id: 46, key: 'executive-desks', en: 'Executive desks', ru: 'Столы руководителя' },
        ],
      },
      { id: 43, key: 'office-chairs', en: 'Office chairs', ru: 'Офисные кресла' },
      { id: 44, key: 'office-storage', en: 'Office storage', ru: 'Системы хранения' },
      { id: 45, key: 'meeting-tables', en: 'Meeting tables', ru: 'Столы для переговоров' },
    ],
  },
  {
    id: 50,
    key: 'lighting',
    en: 'Lighting',
    ru: 'Освещение',
    children: [
      { id: 51, key: 'pendant-lamps', en: 'Pendant lamps', ru: 'Подвесные светильники' },
      { id: 52, key: 'floor-lamps', en: 'Floor lamps', ru: 'Торшеры' },
      { id: 53, key: 'table-lamps', en: 'Table lamps', ru: 'Настольные лампы' },
      { id: 54, key: 'wall-lights', en: 'Wall lights', ru: 'Бра' },
    ],
  },
  {
    id: 60,
    key: 'outdoor',
    en: 'Outdoor',
    ru: 'Сад и терраса',
    children: [
      { id: 61, key: 'garden-sofas', en: 'Garden sofas', ru: 'Садовые диваны' },
      { id: 62, key: 'garden-tables', en: 'Garden tables', ru: 'Садовые столы' },
      { id: 63, key: 'sun-loungers', en: 'Sun loungers', ru: 'Шезлонги' },
    ],
  },
  {
    id: 70,
    key: 'decor',
    en: 'Textiles & decor',
    ru: 'Текстиль и декор',
    children: [
      { id: 71, key: 'rugs', en: 'Rugs', ru: 'Ковры' },
      { id: 72, key: 'cushions', en: 'Cushions', ru: 'Подушки' },
      { id: 73, key: 'curtains', en: 'Curtains', ru: 'Шторы' },
      { id: 74, key: 'mirrors', en: 'Mirrors', ru: 'Зеркала', menu: false },
      { id: 75, key: 'vases', en: 'Vases', ru: 'Вазы' },
    ],
  },
  {
    id: 80,
    key: 'storage',
    en: 'Storage',
    ru: 'Хранение',
    children: [
      { id: 81, key: 'shelving', en: 'Shelving', ru: 'Стеллажи' },
      { id: 82, key: 'chests-of-drawers', en: 'Chests of drawers', ru: 'Комоды' },
      { id: 83, key: 'cabinets', en: 'Cabinets', ru: 'Шкафы-витрины' },
    ],
  },
  {
    id: 90,
    key: 'kids',
    en: 'Kids',
    ru: 'Детская',
    children: [
      { id: 91, key: 'kids-beds', en: 'Kids beds', ru: 'Детские кровати' },
      { id: 92, key: 'kids-desks', en: 'Kids desks', ru: 'Детские столы' },
    ],
  },
  {
    id: 100,
    key: 'contract',
    en: 'Hospitality & contract',
    ru: 'Комплектация объектов',
    block: 'category-contract-intro',
    children: [
      { id: 101, key: 'hotel-furniture', en: 'Hotel furniture', ru: 'Мебель для отелей' },
      { id: 102, key: 'restaurant-furniture', en: 'Restaurant furniture', ru: 'Мебель для ресторанов' },
      { id: 103, key: 'office-fit-out', en: 'Office fit-out', ru: 'Оснащение офисов', menu: false },
    ],
  },
  {
    id: 120,
    key: 'clearance',
    en: 'Clearance',
    ru: 'Распродажа',
    menu: false,
    children: [{ id: 121, key: 'last-pieces', en: 'Last pieces', ru: 'Последние экземпляры' }],
  },
  { id: 154, key: 'our-projects', en: 'Our projects', ru: 'Наши проекты' },
];

export async function seedCategories(db: Db): Promise<void> {
  const rows: (typeof category.$inferInsert)[] = [
    { id: 1, parentId: null, path: '1', level: 0, position: 0, includeInMenu: false },
    { id: 2, parentId: 1, path: '1/2', level: 1, position: 1, includeInMenu: true },
  ];
  const texts: (typeof categoryStore.$inferInsert)[] = [
    { categoryId: 1, storeId: 0, name: 'Root Catalog' },
    { categoryId: 2, storeId: 0, name: 'Default Category' },
  ];
  const walk = (nodes: Node[], parentPath: string, parentUrl: string, level: number, top?: string) => {
    nodes.forEach((node, index) => {
      const path = `${parentPath}/${node.id}`;
      const urlPath = parentUrl ? `${parentUrl}/${node.key}` : node.key;
      rows.push({
        id: node.id,
        parentId: Number(parentPath.split('/').pop()),
        path,
        level,
        position: index + 1,
        urlKey: node.key,
        urlPath,
        includeInMenu: node.menu ?? true,
        landingBlock: node.block ?? null,
        image: categoryPictureFile({ key: node.key, top: top ?? node.key }),
      });
      texts.push({ categoryId: node.id, storeId: 0, name: node.en, metaTitle: node.en });
      for (const storeId of RUSSIAN_STORES)
        texts.push({ categoryId: node.id, storeId, name: node.ru, metaTitle: node.ru });
      if (node.children) walk(node.children, path, urlPath, level + 1, top ?? node.key);
    });
  };
  walk(CATEGORY_TREE, '1/2', '', 2);
  await db.insert(category).values(rows);
  await db.insert(categoryStore).values(texts);
  // The category tree is cached under the catalogue version (catalog/category-service.ts).
  await bumpCatalogVersion(db);
}

/** The demo categories' pictures (file under media/catalog/category, drawing), for writeStaticMedia. */
export function categoryPictures(): [file: string, render: () => string][] {
  const out: [string, () => string][] = [];
  const walk = (nodes: Node[], top?: string) => {
    for (const node of nodes) {
      const picture: CategoryPictureNode = { key: node.key, top: top ?? node.key };
      const file = categoryPictureFile(picture);
      if (file) out.push([file, () => renderCategoryPicture(picture) ?? '']);
      if (node.children) walk(node.children, top ?? node.key);
    }
  };
  walk(CATEGORY_TREE);
  return out;
}
