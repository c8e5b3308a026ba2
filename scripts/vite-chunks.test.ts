import { describe, expect, it } from "vitest";

import { mergeGroups, type Group } from "../vite.chunks";

const page = (name: string) => `/app/app/routes/store/${name}.tsx`;
const adminPage = (name: string) => `/app/app/routes/admin/${name}.tsx`;

function group(name: string, pages: string[], { size = 1000, hasText = false } = {}): Group {
  return {
    pages: new Set(pages),
    size,
    modules: [`/app/app/modules/${name}.ts`],
    imports: new Set(),
    importsStore: false,
    hasText,
  };
}

/** Per page: how many groups it loads, and how many files with their Tamil twins. */
function loads(groups: Group[]) {
  const counts = new Map<string, { files: number; withTamil: number }>();
  for (const { pages, hasText } of groups) {
    for (const name of pages) {
      const count = counts.get(name) ?? { files: 0, withTamil: 0 };
      counts.set(name, { files: count.files + 1, withTamil: count.withTamil + (hasText ? 2 : 1) });
    }
  }
  return counts;
}

describe("the storefront's chunk planner", () => {
  it("leaves groups alone while every page is within both limits", () => {
    const groups = [group("a", [page("shop"), page("cart")]), group("b", [page("shop"), page("product")])];
    expect(mergeGroups(groups, 2, 4)).toHaveLength(2);
  });

  it("merges until no storefront page loads more than the limit of shared files", () => {
    const shop = page("shop");
    const groups = ["a", "b", "c", "d"].map((name, index) => group(name, [shop, page(`p${index}`)]));
    const merged = mergeGroups(groups, 2, 10);
    expect(merged.length).toBeLessThan(4);
    for (const [, count] of loads(merged)) expect(count.files).toBeLessThanOrEqual(2);
    // nothing is lost in a merge
    expect(merged.flatMap((left) => left.modules).sort()).toEqual(groups.flatMap((g) => g.modules).sort());
  });

  it("counts a text group's Tamil twin against the Tamil limit", () => {
    const shop = page("shop");
    const groups = ["a", "b", "c"].map((name, index) =>
      group(name, [shop, page(`p${index}`)], { hasText: true }),
    );
    // three files are within a limit of 3, but with their twins they are six requests for a Tamil page
    const merged = mergeGroups(groups, 3, 4);
    for (const [, count] of loads(merged)) expect(count.withTamil).toBeLessThanOrEqual(4);
    expect(merged.length).toBe(2);
    expect(merged.every((left) => left.hasText)).toBe(true);
  });

  it("merges the pair that costs the pages the fewest unneeded bytes", () => {
    const shop = page("shop");
    const small = group("small", [shop, page("cart")], { size: 100 });
    const large = group("large", [shop, page("product")], { size: 50_000 });
    const other = group("other", [shop, page("cart")], { size: 200 });
    const merged = mergeGroups([small, large, other], 2, 10);
    expect(merged.map((left) => left.modules.map((id) => id.replace(/^.*\//, "")).sort())).toContainEqual([
      "other.ts",
      "small.ts",
    ]);
  });

  it("does not merge for back-office pages", () => {
    const desk = adminPage("bookings");
    const groups = ["a", "b", "c"].map((name) => group(name, [desk]));
    expect(mergeGroups(groups, 1, 1)).toHaveLength(3);
  });
});
