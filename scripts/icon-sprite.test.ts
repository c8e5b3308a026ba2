import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { iconNames } from "../app/components/ui/icon-names";
import { buildIconSprite } from "./icon-sprite";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("icon sprite", () => {
  it("is what the sprite script writes today (run `npm run icons` after changing the list)", async () => {
    const { sprite, names } = await buildIconSprite();
    expect(read("app/assets/icons.svg")).toBe(sprite);
    expect(read("app/components/ui/icon-names.ts")).toBe(names);
  });

  it("has a symbol for every icon name the components may use", () => {
    const ids = [...read("app/assets/icons.svg").matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...iconNames]);
  });

  it("keeps lucide's licence notice in a well-formed comment", () => {
    const comment = /<!--([\s\S]*?)-->/.exec(read("app/assets/icons.svg"))?.[1] ?? "";
    expect(comment).toMatch(/ISC License[\s\S]*Lucide Icons and Contributors/);
    // A browser drops the whole sprite when a comment holds "--".
    expect(comment).not.toContain("--");
  });
});
