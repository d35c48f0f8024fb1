// The helpdesk's departments (issue 15): sales, delivery and service, with a storefront label in
// every store view's language. Part of the foundation, without managers: which managers work in
// which department is the shop's choice (`npm run customers -- department add`); the demo data
// puts its managers in (helpdesk.ts).
import type { Db } from '../db/client.ts';
import { department, departmentLabel } from '../db/schema.ts';
import { STORE_VIEWS } from './stores.ts';

/** Labels by the store view's language: ru for ru and int_ru, en for int. */
const DEPARTMENTS = [
  { code: 'sales', name: 'Sales', sort: 10, ru: 'Отдел продаж', en: 'Sales' },
  { code: 'delivery', name: 'Delivery', sort: 20, ru: 'Доставка и сборка', en: 'Delivery and assembly' },
  {
    code: 'service',
    name: 'Service and warranty',
    sort: 30,
    ru: 'Сервис и гарантия',
    en: 'Service and warranty',
  },
] as const;

const englishViews = new Set(['int']);

export async function seedDepartments(db: Db): Promise<void> {
  const rows = await db
    .insert(department)
    .values(DEPARTMENTS.map(({ code, name, sort }) => ({ code, name, sort })))
    .returning();
  await db.insert(departmentLabel).values(
    rows.flatMap((row) => {
      const spec = DEPARTMENTS.find((d) => d.code === row.code);
      if (!spec) return [];
      return STORE_VIEWS.map((view) => ({
        departmentId: row.id,
        storeId: view.id,
        content: englishViews.has(view.code) ? spec.en : spec.ru,
      }));
    }),
  );
}
