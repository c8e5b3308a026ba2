import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { products } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed.server";
import { testContext } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

type Answer = { products: { id: number; title: string }[] };
type Loader = (args: { request: Request; context: unknown; params: object }) => Promise<Response>;

// routes are loaded by path, as action-properties.test.ts loads them (modules do not import routes)
const { loader } = (await import(
  path.join(import.meta.dirname, "../../app/routes/resources/search-suggestions.ts")
)) as { loader: Loader };

describe.each(testBackends())("search suggestions follow the catalogue at once, on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  const ask = (tag?: string) =>
    loader({
      request: new Request("http://127.0.0.1/api/search-suggestions?q=samsung", {
        headers: tag ? { "If-None-Match": tag } : {},
      }),
      context: testContext(handle.db),
      params: {},
    });

  it("answers 304 while nothing changed, and leaves out a product the moment staff hide it", async () => {
    const first = await ask();
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const tag = first.headers.get("ETag")!;
    const suggested = ((await first.json()) as Answer).products;
    expect(suggested.length).toBeGreaterThan(0);

    const unchanged = await ask(tag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    const hidden = suggested[0]!;
    await handle.db.update(products).set({ hidden: true }).where(eq(products.id, hidden.id));
    const after = await ask(tag);
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(tag);
    const ids = ((await after.json()) as Answer).products.map((product) => product.id);
    expect(ids).not.toContain(hidden.id);
  });
});
