import { describe, expect, it } from "vitest";

import type { Text } from "./text";

const english = import.meta.glob<Record<string, unknown>>("/app/**/texts/en/*.ts", { eager: true });
const tamilFiles = import.meta.glob<{ default: Record<string, unknown> }>("/app/**/texts/ta/*.ts", {
  eager: true,
});
/** Each Tamil file by the path of its English twin. */
const tamil = Object.fromEntries(
  Object.entries(tamilFiles).map(([path, module]) => [path.replace("/texts/ta/", "/texts/en/"), module]),
);

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
      const translated = tamil[path]?.default;
      expect(translated, path.replace("/texts/en/", "/texts/ta/")).toBeDefined();
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
    const paths = new Set(namespaces.map(({ path }) => path));
    expect(Object.keys(tamil).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("gives every namespace its own name: the browser loads a Tamil file by it", () => {
    const names = namespaces.map(({ text }) => text.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("keeps texts beside their code: app/i18n holds only the machinery", () => {
    expect(Object.keys(import.meta.glob("/app/i18n/**/texts/**/*.ts"))).toEqual([]);
    expect(Object.keys(import.meta.glob(["/app/i18n/en/*.ts", "/app/i18n/ta/*.ts"]))).toEqual([]);
  });
});
