import path from "node:path";

import { describe, expect, it } from "vitest";

import { seedBrands } from "../../db/seed-data";
import { requestPath, walkRoutes } from "../support/route-walk";
import { pageMeta } from "~/lib/seo";
import { categories } from "~/modules/catalog/categories";
import { emptyShopFilters } from "~/modules/catalog/shop-filters";
import { shopHeading } from "~/modules/catalog/shop-heading";
import tamilCategories from "~/modules/catalog/texts/ta/categories";
import tamilShop from "~/modules/catalog/texts/ta/shop";

type Tag = { title?: unknown };
type MetaArgs = { matches: unknown[]; location: { pathname: string }; params: Record<string, string> };
type RouteModule = { meta?: (args: MetaArgs) => Tag[] };

/** Search results show about 60 characters of a title; a Tamil page's route ids start with "ta/". */
const tamilMatches = [
  { id: "root", data: { publicUrl: "https://www.kaveriappliances.in" } },
  { id: "ta/page" },
];
const titleOf = (tags: readonly object[]) => {
  const title = tags.find((tag): tag is Tag => "title" in tag)?.title;
  return typeof title === "string" ? title : "";
};

describe("Tamil page titles", () => {
  it("fit in a search result on every Tamil page", async () => {
    const routes = (await walkRoutes()).filter((route) => route.path.startsWith("/ta"));
    const titles: string[] = [];
    for (const route of routes) {
      const module = (await import(path.resolve("app", route.file))) as RouteModule;
      if (!module.meta) continue;
      const pathname = requestPath(route.path);
      titles.push(titleOf(module.meta({ matches: tamilMatches, location: { pathname }, params: {} })));
    }
    expect(titles.length).toBeGreaterThan(25);
    expect(titles).toContain("ஆர்டர் நிலவரம் | Kaveri Appliances");
    expect(titles.filter((title) => title.length > 60)).toEqual([]);
  });

  it("fit for every category of the shop, alone and with each brand", () => {
    const texts = { shop: tamilShop, categories: tamilCategories };
    const titles = categories.flatMap(({ slug }) =>
      [undefined, ...seedBrands].map((brand) => {
        const filters = { ...emptyShopFilters, categories: [slug], brands: brand ? [brand.slug] : [] };
        const heading = shopHeading(filters, seedBrands, texts);
        return titleOf(pageMeta(tamilMatches, { title: heading.metaTitle, description: "", path: "/shop" }));
      }),
    );
    expect(titles).toContain("Panasonic வாட்டர் ஹீட்டர்கள் வாங்குங்கள் | Kaveri Appliances");
    expect(titles.filter((title) => title.length > 60)).toEqual([]);
  });
});
