// Demo projects (issue 13 §3): each demo customer (client, partner, manager) owns two projects —
// a two-room flat and a small hotel lobby — with catalogue products (simple ones and configurables
// with a variant chosen), a delivery address, a note and a comment or two. The demo manager is the
// primary manager of all of them; the demo partner also works on the client's flat, as the designer
// who brought the client, so that project has a partner (design/b2b.md §2) for its estimates.
// Deterministic: products are taken in id order from the ru store view's catalogue, each customer
// from its own offset. Written after the catalogue (it needs products); the demo estimates
// (estimates.ts) follow, with their orders.
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categoryProduct, product, productListing } from '../modules/catalog/product-tables.ts';
import { customer } from '../modules/customer/tables.ts';
import {
  project,
  projectManager,
  projectMember,
  projectProduct,
  projectProductComment,
} from '../modules/projects/tables.ts';
import { SHOWCASE_CATEGORY } from './catalogue/generate.ts';
import { DEMO_CUSTOMERS } from './customers.ts';

/** The demo projects' names, as `findDemoProjects` answers them. */
export const DEMO_PROJECT_NAMES = {
  flat: 'Двухкомнатная квартира на Садовой',
  lobby: 'Лобби мини-отеля',
} as const;

interface DemoProject {
  key: keyof typeof DEMO_PROJECT_NAMES;
  description: string;
  note: string;
  address: {
    company: string | null;
    street: string[];
    city: string;
    postcode: string;
    telephone: string;
  };
  simple: number;
  configurable: number;
  comments: string[];
}

/** Who joined whose project besides its owner (by e-mail): the partner designs the client's flat. */
const MEMBERS: Record<string, Partial<Record<DemoProject['key'], string[]>>> = {
  [DEMO_CUSTOMERS.client]: { flat: [DEMO_CUSTOMERS.partner] },
};

const PLAN: DemoProject[] = [
  {
    key: 'flat',
    description: 'Гостиная и спальня, 54 м², светлое дерево и лён. Сдача ремонта — в марте.',
    note: 'Доставка после покраски стен, подъём на 4 этаж без лифта.',
    address: {
      company: null,
      street: ['ул. Садовая-Кудринская, д. 24, кв. 17'],
      city: 'Москва',
      postcode: '123001',
      telephone: '+7 495 123-45-67',
    },
    simple: 6,
    configurable: 2,
    comments: ['Подойдёт ли по ширине к окну?', 'Лучше светлый оттенок, как в образце.'],
  },
  {
    key: 'lobby',
    description: 'Лобби на 40 м²: стойка ресепшн, зона ожидания на 8 мест, освещение.',
    note: 'Отель работает: монтаж только с 23:00 до 7:00.',
    address: {
      company: 'ООО «Невский двор»',
      street: ['наб. канала Грибоедова, д. 5'],
      city: 'Санкт-Петербург',
      postcode: '191186',
      telephone: '+7 812 987-65-43',
    },
    simple: 4,
    configurable: 2,
    comments: ['Нужна ткань повышенной износостойкости.'],
  },
];

/** Active products of the ru store view's catalogue of one type, in id order, without the "our
 * projects" showcase (its entries are pictures of whole rooms, not furniture to buy). */
async function listed(db: Db, typeId: 'simple' | 'configurable'): Promise<number[]> {
  const rows = await db
    .select({ id: product.id })
    .from(product)
    .innerJoin(productListing, and(eq(productListing.productId, product.id), eq(productListing.storeId, 1)))
    .where(
      and(
        eq(product.typeId, typeId),
        eq(product.isActive, true),
        isNull(product.parentId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(categoryProduct)
            .where(
              and(
                eq(categoryProduct.productId, product.id),
                eq(categoryProduct.categoryId, SHOWCASE_CATEGORY),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(product.id))
    .limit(200);
  return rows.map((r) => r.id);
}

/** The first active variant of each configurable. */
async function firstVariants(db: Db, parents: number[]): Promise<Map<number, number>> {
  if (parents.length === 0) return new Map();
  const rows = await db
    .select({ parentId: product.parentId, id: sql<number>`min(${product.id})` })
    .from(product)
    .where(and(inArray(product.parentId, parents), eq(product.isActive, true)))
    .groupBy(product.parentId);
  return new Map(rows.map((r) => [r.parentId as number, Number(r.id)]));
}

export async function seedProjects(db: Db): Promise<void> {
  const people = await db
    .select({
      id: customer.id,
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
    })
    .from(customer)
    .where(inArray(customer.email, Object.values(DEMO_CUSTOMERS)));
  const manager = people.find((p) => p.email === DEMO_CUSTOMERS.manager);
  const simple = await listed(db, 'simple');
  const configurable = await listed(db, 'configurable');
  const variants = await firstVariants(db, configurable);
  const owners = [DEMO_CUSTOMERS.client, DEMO_CUSTOMERS.partner, DEMO_CUSTOMERS.manager];
  for (const [o, email] of owners.entries()) {
    const owner = people.find((p) => p.email === email);
    if (!owner) continue;
    for (const [p, plan] of PLAN.entries()) {
      const [row] = await db
        .insert(project)
        .values({
          ownerId: owner.id,
          name: DEMO_PROJECT_NAMES[plan.key],
          description: plan.description,
          productsNote: plan.note,
          addressFirstname: owner.firstname,
          addressLastname: owner.lastname,
          addressCompany: plan.address.company,
          addressStreet: plan.address.street,
          addressCity: plan.address.city,
          addressPostcode: plan.address.postcode,
          addressCountryCode: 'RU',
          addressTelephone: plan.address.telephone,
        })
        .returning({ id: project.id });
      if (!row) continue;
      if (manager)
        await db
          .insert(projectManager)
          .values({ projectId: row.id, customerId: manager.id, isPrimary: true });
      const members = (MEMBERS[email]?.[plan.key] ?? [])
        .map((memberEmail) => people.find((person) => person.email === memberEmail))
        .filter((member) => member !== undefined);
      if (members.length > 0)
        await db
          .insert(projectMember)
          .values(members.map((member) => ({ projectId: row.id, customerId: member.id })));
      const start = (o * PLAN.length + p) * 10;
      const pick = <T>(list: T[], from: number, n: number) =>
        list.length === 0
          ? []
          : Array.from({ length: Math.min(n, list.length) }, (_, i) => list[(from + i) % list.length] as T);
      const lines = [
        ...pick(simple, start, plan.simple).map((productId, i) => ({
          projectId: row.id,
          productId,
          childProductId: null,
          qty: String(1 + (i % 3)),
        })),
        ...pick(configurable, start / 5, plan.configurable).map((productId) => ({
          projectId: row.id,
          productId,
          childProductId: variants.get(productId) ?? null,
          qty: '1',
        })),
      ];
      if (lines.length === 0) continue;
      const inserted = await db.insert(projectProduct).values(lines).returning({ id: projectProduct.id });
      const commenter = manager ?? owner;
      await db.insert(projectProductComment).values(
        plan.comments.map((comment, i) => ({
          projectProductId: (inserted[i] ?? inserted[0])?.id as number,
          authorId: i % 2 === 0 ? owner.id : commenter.id,
          authorName:
            i % 2 === 0
              ? `${owner.firstname} ${owner.lastname}`
              : `${commenter.firstname} ${commenter.lastname}`,
          comment,
        })),
      );
    }
  }
}

/** The demo projects' ids by owner e-mail and project key (for other seeds, e.g. design boards). */
export async function findDemoProjects(
  db: Db,
): Promise<{ id: number; ownerEmail: string; key: keyof typeof DEMO_PROJECT_NAMES }[]> {
  const rows = await db
    .select({ id: project.id, name: project.name, email: customer.email })
    .from(project)
    .innerJoin(customer, eq(customer.id, project.ownerId))
    .where(
      and(
        inArray(customer.email, Object.values(DEMO_CUSTOMERS)),
        inArray(project.name, Object.values(DEMO_PROJECT_NAMES)),
      ),
    )
    .orderBy(asc(project.id));
  return rows.map((r) => ({
    id: r.id,
    ownerEmail: r.email,
    key: r.name === DEMO_PROJECT_NAMES.flat ? 'flat' : 'lobby',
  }));
}
