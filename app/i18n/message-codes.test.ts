import { describe, expect, it } from "vitest";

import "./tamil.server";
import { messageIn, type Text } from "./text";

const english = import.meta.glob<Record<string, unknown>>("/app/**/texts/en/*.ts", { eager: true });

type CodedText = Text<Record<string, string>> & { code: Record<string, string> };
const isCoded = (value: unknown): value is CodedText =>
  typeof value === "object" && value !== null && "name" in value && "en" in value && "code" in value;

const coded = Object.values(english).flatMap((module) => Object.values(module).filter(isCoded));
const codes = coded.flatMap((text) =>
  Object.entries(text.code).map(([key, code]) => [code, key, text] as const),
);

describe("message codes", () => {
  it("are found in the catalogues", () => {
    expect(coded.length).toBeGreaterThanOrEqual(7);
  });

  it.each(codes)("%s is written in English and in Tamil from its own namespace", (code, key, text) => {
    expect(code).toBe(`${text.name}:${key}`);
    expect(messageIn(code, [text], "en")).toBe(text.en[key]);
    const tamil = messageIn(code, [text], "ta");
    expect(tamil).not.toBe(code);
    expect(tamil).not.toBe(text.en[key]);
    expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
  });

  it("never turns an English sentence back into Tamil: only codes are looked up", () => {
    for (const [, key, text] of codes) expect(messageIn(text.en[key]!, [text], "ta")).toBe(text.en[key]);
  });

  it("leaves what is not a code of the page's namespaces as it is", () => {
    const [code, , text] = codes[0]!;
    expect(messageIn(code, [], "ta")).toBe(code);
    expect(messageIn("Note: typed by staff", [text], "ta")).toBe("Note: typed by staff");
    expect(messageIn(`${text.name}:noSuchKey`, [text], "ta")).toBe(`${text.name}:noSuchKey`);
  });
});
