import { describe, expect, it } from "vitest";

import {
  backOfficeLayoutId,
  type BrowserManifest,
  firstLoadFiles,
  formatTable,
  overBudget,
  pageCosts,
  parseManifest,
  routesUnder,
  storeLayoutId,
} from "./check-budgets";
import type { Budget } from "./page-budgets";

const manifest: BrowserManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
  routes: {
    root: {
      id: "root",
      module: "/assets/root.js",
      imports: ["/assets/framework.js"],
      css: ["/assets/root.css"],
    },
    "routes/store/layout": {
      id: "routes/store/layout",
      parentId: "root",
      module: "/assets/layout.js",
      imports: ["/assets/store.js"],
    },
    "routes/store/home": {
      id: "routes/store/home",
      parentId: "routes/store/layout",
      index: true,
      module: "/assets/home.js",
      imports: ["/assets/store.js", "/assets/shared-a.js"],
    },
    shop: {
      id: "shop",
      parentId: "routes/store/layout",
      path: "shop",
      module: "/assets/shop.js",
      imports: ["/assets/shared-a.js", "/assets/shared-b.js"],
      css: ["/assets/shop.css#"],
    },
    "routes/admin/layout": { id: "routes/admin/layout", parentId: "root", module: "/assets/admin.js" },
    "routes/admin/orders": {
      id: "routes/admin/orders",
      parentId: "routes/admin/layout",
      module: "/assets/orders.js",
    },
  },
};

const sizes: Record<string, number> = {
  "/assets/entry.js": 1024,
  "/assets/framework.js": 100 * 1024,
  "/assets/root.js": 1024,
  "/assets/root.css": 10 * 1024,
  "/assets/layout.js": 1024,
  "/assets/store.js": 8 * 1024,
  "/assets/home.js": 2 * 1024,
  "/assets/shared-a.js": 3 * 1024,
  "/assets/shared-b.js": 12 * 1024,
  "/assets/shop.js": 4 * 1024,
  "/assets/shop.css#": 6 * 1024,
};
const sizeOf = (url: string) => sizes[url] ?? 0;

const budget: Budget = { jsKb: 125, scripts: 8, cssKb: 15, enforceJs: true, enforceCss: true };

describe("first-load budget check", () => {
  it("reads the manifest React Router writes into the browser build", () => {
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseManifest(source)).toEqual(manifest);
  });

  it("covers the pages under a layout, not the layout itself or the other layout's pages", () => {
    expect(routesUnder(manifest, storeLayoutId)).toEqual(["routes/store/home", "shop"]);
    expect(routesUnder(manifest, backOfficeLayoutId)).toEqual(["routes/admin/orders"]);
  });

  it("counts each file once across the entry and the route's parents", () => {
    expect(firstLoadFiles(manifest, "routes/store/home")).toEqual({
      js: [
        "/assets/entry.js",
        "/assets/framework.js",
        "/assets/root.js",
        "/assets/layout.js",
        "/assets/store.js",
        "/assets/home.js",
        "/assets/shared-a.js",
      ],
      css: ["/assets/root.css"],
    });
  });

  it("refuses a route the manifest does not have", () => {
    expect(() => firstLoadFiles(manifest, "routes/store/missing")).toThrow(/no route/);
  });

  it("sums gzip sizes per page in KB", () => {
    expect(pageCosts(manifest, ["routes/store/home", "shop"], sizeOf)).toEqual([
      { route: "routes/store/home", jsKb: 116, scripts: 7, cssKb: 10 },
      { route: "shop", jsKb: 130, scripts: 8, cssKb: 16 },
    ]);
  });

  it("names each page and limit it breaks", () => {
    const costs = pageCosts(manifest, ["routes/store/home", "shop"], sizeOf);
    expect(overBudget(costs, budget)).toEqual([
      "shop: 130.0 KB of JavaScript (budget 125 KB)",
      "shop: 16.0 KB of CSS (budget 15 KB)",
    ]);
    expect(overBudget(costs, { ...budget, scripts: 7 })).toContain("shop: 8 script requests (budget 7)");
  });

  it("only reports the sizes whose budgets are switched off", () => {
    const costs = pageCosts(manifest, ["shop"], sizeOf);
    expect(overBudget(costs, { ...budget, enforceJs: false, enforceCss: false })).toEqual([]);
    expect(formatTable(costs, budget)).toMatch(/shop\s+130\.0!\s+8\s+16\.0!/);
  });
});
