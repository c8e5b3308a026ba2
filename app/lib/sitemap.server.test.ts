import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { products } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed.server";
import { testBackends } from "../../tests/support/test-database";
import { listSitemapEntries } from "./sitemap.server";

describe.each(testBackends())("sitemap entries on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  const paths = async () => (await listSitemapEntries(handle.db)).map((entry) => entry.path);

  it("lists every product and every category that holds products", async () => {
    const all = await paths();
    expect(all.filter((path) => path.startsWith("/products/"))).toHaveLength(12);
    expect(all).toContain("/shop/fan");
    expect(all).not.toContain("/shop/air-cooler");
  });

  it("leaves hidden products out, and a category whose products are all hidden", async () => {
    await handle.db
      .update(products)
      .set({ hidden: true })
      .where(inArray(products.id, [11, 12, 3]));
    try {
      const all = await paths();
      expect(all).not.toContain("/products/3");
      expect(all).not.toContain("/products/11");
      expect(all).toContain("/products/1");
      expect(all).not.toContain("/shop/fan");
      expect(all).toContain("/shop/tv");
    } finally {
      await handle.db
        .update(products)
        .set({ hidden: false })
        .where(inArray(products.id, [11, 12, 3]));
    }
    expect(await paths()).toContain("/products/3");
    const [row] = await handle.db.select().from(products).where(eq(products.id, 3));
    expect(row?.hidden).toBe(false);
  });
});
