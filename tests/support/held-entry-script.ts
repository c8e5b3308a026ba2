import type { Page } from "@playwright/test";

/**
 * Holds the page's entry script back until the returned function is called: the page is painted and its
 * loader has run (decision 067), but React has not taken the page over. For what a shopper does in between.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
