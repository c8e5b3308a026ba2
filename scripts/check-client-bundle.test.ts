import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

import { drizzleTraces } from "./check-client-bundle";

describe("client bundle check", () => {
  it("recognises Drizzle's table code, as shipped and minified", () => {
    const require = createRequire(import.meta.url);
    const tableSource = readFileSync(require.resolve("drizzle-orm/table"), "utf8");
    expect(drizzleTraces(tableSource)).toContain("drizzle:Columns");
    const minified = 'const a=Symbol.for("drizzle:Name"),b=Symbol.for("drizzle:IsDrizzleTable");';
    expect(drizzleTraces(minified)).toEqual(["drizzle:IsDrizzleTable", "drizzle:Name"]);
  });

  it("passes the shop's own browser code", () => {
    expect(drizzleTraces('export const paymentMethods=["cod","card","upi"];const t="drizzle";')).toEqual([]);
  });
});
