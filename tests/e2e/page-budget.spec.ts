import { expect, test } from "@playwright/test";

import { maxPageHtmlKb } from "../../scripts/page-budgets";

for (const path of ["/", "/shop"]) {
  test(`${path} sends at most ${maxPageHtmlKb} KB of HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const kb = (await response.body()).length / 1024;
    expect(kb, `${path} HTML is ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(maxPageHtmlKb);
  });
}
