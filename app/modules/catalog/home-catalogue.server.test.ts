import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { brands, products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";
import { readHomeCatalogue } from "./home-catalogue.server";
import { catalogueVersion } from "./shop-query.server";

describe.each(testBackends())("readHomeCatalogue on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  it("counts the visible products by category and lists the brands' logos, kept until the version moves", async () => {
    const versionNow = () => catalogueVersion(handle.db);
    const first = await readHomeCatalogue(handle.db, versionNow);
    expect(first.counts.tv).toBe(3);
    expect(first.counts["air-cooler"]).toBe(0);
    expect(first.brands.find((brand) => brand.slug === "lg")).toMatchObject({ name: "LG" });
    expect(first.brands.every((brand) => Object.keys(brand).join() === "slug,name,logo")).toBe(true);
    expect(await readHomeCatalogue(handle.db, versionNow)).toBe(first);

    await handle.db.update(products).set({ hidden: true }).where(eq(products.id, 1));
    await handle.db.update(brands).set({ name: "LG Electronics" }).where(eq(brands.slug, "lg"));
    try {
      const changed = await readHomeCatalogue(handle.db, versionNow);
      expect(changed.version).not.toBe(first.version);
      expect(changed.version).toBe(await versionNow());
      expect(changed.counts.tv).toBe(2);
      expect(changed.brands.find((brand) => brand.slug === "lg")?.name).toBe("LG Electronics");
      expect(await readHomeCatalogue(handle.db, versionNow)).toBe(changed);
    } finally {
      await handle.db.update(products).set({ hidden: false }).where(eq(products.id, 1));
      await handle.db.update(brands).set({ name: "LG" }).where(eq(brands.slug, "lg"));
    }
  });
});
