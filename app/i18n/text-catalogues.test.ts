import { describe, expect, it } from "vitest";

import type { Text } from "./text";

const english = import.meta.glob<Record<string, unknown>>("./en/*.ts", { eager: true });
const tamil = import.meta.glob<{ default: Record<string, unknown> }>("./ta/*.ts", { eager: true });

const fileName = (path: string) => path.replace(/^.*\/([^/]+)\.ts$/, "$1");
const isText = (value: unknown): value is Text =>
  typeof value === "object" && value !== null && "name" in value && "en" in value;

const namespaces = Object.entries(english).flatMap(([path, module]) =>
  Object.values(module)
    .filter(isText)
    .map((text) => ({ path, text })),
);

describe("text catalogues", () => {
  it("finds the namespaces", () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(namespaces.map(({ path, text }) => [text.name, path, text] as const))(
    "%s: named after its file, with a Tamil file holding the same keys",
    (name, path, text) => {
      expect(fileName(path)).toBe(name);
      const translated = tamil[`./ta/${name}.ts`]?.default;
      expect(translated, `app/i18n/ta/${name}.ts`).toBeDefined();
      expect(Object.keys(translated ?? {}).sort()).toEqual(Object.keys(text.en).sort());
      for (const [key, value] of Object.entries(text.en)) {
        expect(typeof translated?.[key], `${name}.${key}`).toBe(typeof value);
        // A sentence left in English: anything of three words or more has Tamil letters in Tamil.
        if (typeof value === "string" && /[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/.test(value)) {
          expect(translated?.[key], `${name}.${key}`).toMatch(/[\u0B80-\u0BFF]/);
        }
      }
    },
  );

  it("has no Tamil file without its English namespace", () => {
    const names = new Set(namespaces.map(({ text }) => text.name));
    expect(
      Object.keys(tamil)
        .map(fileName)
        .filter((name) => !names.has(name)),
    ).toEqual([]);
  });
});
