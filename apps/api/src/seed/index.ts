// Demo data for a fresh database, written once in one transaction: a half-seeded database
// never survives a failed start. The foundation (stores, directory, categories, CMS blocks and
// pages, demo customers) comes first; the demo catalogue (attributes, products) follows unless the caller opts out
// (the API tests do: they write the products they need as fixtures).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { website } from '../db/schema.ts';
import { writeUrlRewrites } from '../modules/routing/url-rewrites.ts';
import { linkBlogProducts, seedBlog, writeBlogMedia } from './blog/index.ts';
import {
  type CatalogueSummary,
  seedCatalogue,
  writeStaticMedia as writeCatalogueMedia,
} from './catalogue/index.ts';
import { seedCategories } from './categories.ts';
import { seedCheckout } from './checkout.ts';
import { seedCmsBlocks } from './cms-blocks.ts';
import { seedCmsPages } from './cms-pages.ts';
import { seedCustomers } from './customers.ts';
import { seedDepartments } from './departments.ts';
import { seedDesignBoards } from './design-boards.ts';
import { seedDirectory } from './directory.ts';
import { seedEstimates } from './estimates.ts';
import { seedHelpdesk } from './helpdesk.ts';
import { seedPricing } from './pricing.ts';
import { findDemoProjects, seedProjects } from './projects.ts';
import { seedDemoReviews } from './reviews.ts';
import { seedStores } from './stores.ts';

/** Visible products of the demo catalogue a fresh start gets. */
export const DEMO_PRODUCTS = 2_000;

export interface SeedOptions {
  /** The demo catalogue (its pictures go to `mediaDir`, the API's MEDIA_DIR), or false for the foundation only. */
  catalogue:
    | false
    | {
        products?: number;
        mediaDir: string;
        seed?: number;
        today?: Date;
        /** PROJECT_MEDIA_DIR: the demo projects' design boards are drawn there (none without it). */
        projectMediaDir?: string;
        /** HELPDESK_FILES_DIR: the demo tickets' attachments are written there (none without it). */
        helpdeskFilesDir?: string;
      };
  onCatalogueProgress?: (done: number, total: number) => void;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(website);
  return Number(row?.n ?? 0) > 0;
}

export async function seedFoundation(db: Db): Promise<void> {
  await seedStores(db);
  await seedDirectory(db);
  await seedCategories(db);
  await seedCmsBlocks(db);
  await seedCmsPages(db);
  // The demo blog: posts (CMS pages with is_blog) and their tags; pictures by writeStaticMedia.
  await seedBlog(db);
  // The current URLs of categories and CMS pages; the catalogue writes its products' own.
  await writeUrlRewrites(db, { categories: true, cmsPages: true });
  // One demo customer of each type (client, partner, manager), password DEMO_CUSTOMER_PASSWORD.
  await seedCustomers(db);
  // Tax rates, rules and settings per website, and the demo coupons (ADR 0015).
  await seedPricing(db);
  // Shipping carriers, table rates, pickup points and payment methods.
  await seedCheckout(db);
  // The helpdesk's departments with their labels (managers join them in the demo data).
  await seedDepartments(db);
}

/** Seeds an empty database; answers false (and does nothing) when it already has data. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<CatalogueSummary | boolean> {
  if (await isSeeded(db)) return false;
  let summary: CatalogueSummary | true = true;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedFoundation(t);
    if (options.catalogue !== false) {
      const catalogue = options.catalogue;
      summary = await seedCatalogue(t, {
        products: catalogue.products ?? DEMO_PRODUCTS,
        mediaDir: catalogue.mediaDir,
        seed: catalogue.seed,
        today: catalogue.today,
        onProgress: options.onCatalogueProgress,
      });
      // The blog posts' related products, from the categories each post is about.
      await linkBlogProducts(t);
      // Reviews of a third of the products, in Russian and English.
      await seedDemoReviews(t, { seed: catalogue.seed, today: catalogue.today });
      // The demo customers' projects, with products of the catalogue.
      await seedProjects(t);
      // Their estimates, one in each status, and the orders of those that went into the cart.
      await seedEstimates(t);
      // The helpdesk: managers in departments, and tickets of the demo customers in every status.
      await seedHelpdesk(t, { filesDir: catalogue.helpdeskFilesDir });
      // Last: a design board for each demo project, drawn from the products it holds.
      if (catalogue.projectMediaDir) {
        const projects = await findDemoProjects(t);
        await seedDesignBoards(
          t,
          projects.map((p) => p.id),
          { mediaDir: catalogue.mediaDir, projectMediaDir: catalogue.projectMediaDir },
        );
      }
    }
  });
  return summary;
}

/** Files every shop needs whatever its catalogue: the product placeholder and the blog's pictures. */
export async function writeStaticMedia(mediaDir: string): Promise<void> {
  await writeCatalogueMedia(mediaDir);
  await writeBlogMedia(mediaDir);
}
