import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { testBackends } from "../../../tests/support/test-database";
import { hitOrderLookup, trackOrderLimit } from "./track-order-limit.server";
import { hitTrackLookup, trackLookupLimit } from "../booking/track-limit.server";

describe.each(testBackends())("tracking lookups per address on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it.each([
    { name: "booking", hit: hitTrackLookup, limit: trackLookupLimit.limit },
    { name: "order", hit: hitOrderLookup, limit: trackOrderLimit.limit },
  ])("allows 10 $name lookups and refuses the 11th, per address", async ({ hit, limit }) => {
    expect(limit).toBe(10);
    const allowed = [];
    for (let i = 0; i <= limit; i += 1) allowed.push((await hit(handle.db, "203.0.113.9")).allowed);
    expect(allowed).toEqual([...Array<boolean>(limit).fill(true), false]);
    expect((await hit(handle.db, "203.0.113.10")).allowed).toBe(true);
  });
});
