import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { testBackends } from "../../../tests/support/test-database";

import { nextDocumentNumber } from "./document-series.server";

const november = new Date("2026-11-27T10:00:00Z");
const nextApril = new Date("2027-04-01T00:00:00Z");

/** The number part of "KHA/26-27/000123". */
const serial = (number: string) => Number(number.slice(-6));

describe.each(testBackends())("document series on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle?.close());

  const take = (series: "goods" | "service" | "credit", now = november) =>
    handle.db.transaction((tx) => nextDocumentNumber(tx, series, now));

  it("numbers each series on its own, consecutively, from 1 in each financial year", async () => {
    expect(await take("goods")).toBe("KHA/26-27/000001");
    expect(await take("goods")).toBe("KHA/26-27/000002");
    expect(await take("service")).toBe("KHS/26-27/000001");
    expect(await take("credit")).toBe("KHC/26-27/000001");
    expect(await take("goods")).toBe("KHA/26-27/000003");
    expect(await take("goods", nextApril)).toBe("KHA/27-28/000001");
    expect(await take("goods")).toBe("KHA/26-27/000004");
  });

  it("gives a number back when the document's transaction rolls back: no gap", async () => {
    const before = serial(await take("service"));
    await expect(
      handle.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, "service", november);
        throw new Error("the document could not be written");
      }),
    ).rejects.toThrow("could not be written");
    expect(serial(await take("service"))).toBe(before + 1);
  });

  it("gives 50 documents written at once 50 distinct numbers with no gap", async () => {
    const before = serial(await take("credit"));
    const numbers = await Promise.all(Array.from({ length: 50 }, () => take("credit")));
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map(serial).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => before + 1 + index),
    );
  });
});
