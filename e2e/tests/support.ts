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

/**
 * Records the text of every global message the page shows, across navigations. A message
 * dismisses itself after a few seconds; on a loaded machine a test's next look can come later than
 * that, so `shownMessages` answers what was shown rather than what is still up. Call before `goto`.
 */
export async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __shownMessages: string[] }).__shownMessages = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const items = node.matches('li[role="status"], li[role="alert"]')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('li[role="status"], li[role="alert"]')];
          for (const item of items) shown.push(item.textContent?.trim() ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The messages shown on the current document since `recordMessages` (see there). */
export function shownMessages(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shownMessages?: string[] }).__shownMessages ?? []);
}

/** Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Screenshots are for a person to look at: `E2E_SCREENSHOTS=1` (`npm run screenshots`) writes them
 * to e2e/screenshots/. Without it the tests walk the same pages and assert the same things but
 * draw no PNG: full-page pictures cost more CPU than the rest of the suite's checks (ADR 0029).
 */
export const SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/** Writes screenshots/<name>.png once fonts (and, with `images`, every picture) have loaded. */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = false, images = false }: { fullPage?: boolean; images?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  if (images) await settleImages(page);
  else await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage });
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
