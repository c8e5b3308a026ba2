import path from "node:path";
import { describe, expect, it } from "vitest";

import { findCycles, moduleGraph } from "./check-import-cycles";

const root = path.resolve(import.meta.dirname, "..");
const at = (file: string) => path.join(root, file);

describe("import cycle check", () => {
  it("finds files that import each other in a circle, however long, and nothing else", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["d"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("finds modules that depend on each other through different files", () => {
    const graph = new Map([
      [at("app/modules/cart/cart-store.ts"), [at("app/modules/catalog/product.schema.ts")]],
      [at("app/modules/catalog/product.schema.ts"), []],
      [at("app/modules/catalog/components/card.tsx"), [at("app/modules/cart/use-cart.ts")]],
      [at("app/modules/cart/use-cart.ts"), [at("app/lib/money.ts")]],
    ]);
    const modules = moduleGraph(graph);
    expect([...(modules.get("cart")?.keys() ?? [])]).toEqual(["catalog"]);
    expect(modules.get("catalog")?.get("cart")).toEqual([
      `${path.join("app/modules/catalog/components/card.tsx")} -> ${path.join("app/modules/cart/use-cart.ts")}`,
    ]);
    const moduleEdges = new Map([...modules].map(([from, edges]) => [from, [...edges.keys()]]));
    expect(findCycles(moduleEdges)).toEqual([["cart", "catalog"]]);
  });
});
