import crypto from "node:crypto";

import type { Locator, Page } from "@playwright/test";

/** A client address of its own (sent as X-Forwarded-For), so per-address limits never tie tests together. */
export function freshAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** A back-office card (a section with an h2) by its title. */
export function card(page: Page, title: string): Locator {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}
