import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { tamilFilesFor, tamilFilesIn, tamilTwinsFile } from "./tamil-preloads.server";

describe("Tamil text files of a page", () => {
  it("reads the build's list of Tamil twins", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "client-"));
    const twins = {
      "/assets/store-Qq11Ww22.js": "/assets/ta-store-Ab12Cd34.js",
      "/assets/shared-field-x_9-ZZ00.js": "/assets/ta-shared-field-Yy77Xx66.js",
    };
    writeFileSync(path.join(dir, tamilTwinsFile), JSON.stringify(twins));
    expect(Object.fromEntries(tamilFilesIn(dir))).toEqual(twins);
  });

  it("reads no build, or an unreadable list, as no files", () => {
    expect(tamilFilesIn(path.join(tmpdir(), "no-such-build")).size).toBe(0);
    const dir = mkdtempSync(path.join(tmpdir(), "client-"));
    writeFileSync(path.join(dir, tamilTwinsFile), "{ not json");
    expect(tamilFilesIn(dir).size).toBe(0);
  });

  it("lists the twins of the scripts a page loads, once each", () => {
    const files = new Map([
      ["/assets/store-PUpx7hLd.js", "/assets/ta-store-Ab12Cd34.js"],
      ["/assets/checkout-jknMySUQ.js", "/assets/ta-checkout-Zz99Yy88.js"],
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
