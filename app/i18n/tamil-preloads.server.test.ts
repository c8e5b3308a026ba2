import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { tamilFilesFor, tamilFilesIn } from "./tamil-preloads.server";

describe("Tamil text files of a page", () => {
  it("finds each built Tamil file by the file it is the twin of", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
    for (const file of [
      "ta-store-Ab12Cd34.js",
      "ta-shared-field-x_9-ZZ00.js",
      "store-Qq11Ww22.js",
      "ta-x.css",
    ]) {
      writeFileSync(path.join(dir, file), "");
    }
    expect(Object.fromEntries(tamilFilesIn(dir))).toEqual({
      store: "/assets/ta-store-Ab12Cd34.js",
      "shared-field": "/assets/ta-shared-field-x_9-ZZ00.js",
    });
  });

  it("reads no build as no files", () => {
    expect(tamilFilesIn(path.join(tmpdir(), "no-such-build")).size).toBe(0);
  });

  it("lists the twins of the scripts a page loads, once each", () => {
    const files = new Map([
      ["store", "/assets/ta-store-Ab12Cd34.js"],
      ["checkout", "/assets/ta-checkout-Zz99Yy88.js"],
    ]);
    expect(
      tamilFilesFor(
        [
          "/assets/entry.client-Bsvsajqt.js",
          "/assets/store-PUpx7hLd.js",
          "/assets/checkout-jknMySUQ.js",
          "/assets/store-PUpx7hLd.js",
        ],
        files,
      ),
    ).toEqual(["/assets/ta-store-Ab12Cd34.js", "/assets/ta-checkout-Zz99Yy88.js"]);
  });
});
