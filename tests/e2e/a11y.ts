import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any serious or critical axe-core violation of the page as it is now, or of the part `include`
 * selects (a panel a test has just changed: a whole page is scanned by the page's own tests).
 */
export async function expectNoSeriousA11yViolations(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}
