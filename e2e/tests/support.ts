import type { BrowserContext, Page } from '@playwright/test';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const WEB_URL = `http://127.0.0.1:${3100 + offset}`;
export const UNTRUSTING_WEB_URL = `http://127.0.0.1:${3101 + offset}`;
/** The e2e API, for tests that prepare data (customers, addresses, product picks) the fast way. */
export const API_URL = `http://127.0.0.1:${4100 + offset}/graphql`;

/** Cookies of a shopper who has already chosen a website, so the first-visit pop-up stays away. */
export async function chooseWebsite(
  context: BrowserContext,
  website: 'int' | 'ru',
  extra: Record<string, string> = {},
) {
  const values: Record<string, string> = { website, ...extra };
  await context.addCookies(Object.entries(values).map(([name, value]) => ({ name, value, url: WEB_URL })));
}

/** Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Fonts ready and every picture on the page loaded (or failed), lazy ones scrolled into view first,
 * before a full-page screenshot a person looks at.
 */
export async function settleImages(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
}
