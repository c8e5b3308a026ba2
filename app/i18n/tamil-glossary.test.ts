import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

const tamilTexts = import.meta.glob<string>("/app/**/texts/ta/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});

type Retired = { form: string; wholeWord: boolean; term: string; stillRightIn: string[] };

const tamilLetter = "[\\u0B80-\\u0BFF]";
const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");

/** The retired forms of docs/tamil-glossary.md's table, the one record of the terms. */
function glossary(markdown: string): Retired[] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*(Term\s|-)/.test(line))
    .flatMap((line) => {
      const [term = "", , retired = "", stillRight = ""] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      return [...retired.matchAll(/`([^`]+)`( [*_]\(word\)[*_])?/g)].map((match) => ({
        form: match[1] ?? "",
        wholeWord: Boolean(match[2]),
        term,
        stillRightIn: quoted(stillRight),
      }));
    });
}

function retiredFormsIn(text: string, retired: Retired[]): string[] {
  return retired.flatMap(({ form, wholeWord, stillRightIn }) => {
    const rest = stillRightIn.reduce((left, phrase) => left.split(phrase).join(" "), text);
    // A word's last consonant loses its virama when a case ending follows (பிரவுசர், பிரவுசரின்).
    const stem = wholeWord ? null : form.replace(/\u0BCD$/, "");
    const found = stem ? rest.includes(stem) : new RegExp(`${form}(?!${tamilLetter})`).test(rest);
    return found ? [form] : [];
  });
}

const retired = glossary(readFileSync("docs/tamil-glossary.md", "utf8"));

describe("the Tamil glossary", () => {
  it("is read from the docs, every term with its retired forms", () => {
    expect(retired.length).toBeGreaterThan(40);
    expect(retired).toContainEqual(
      expect.objectContaining({ form: "சேவை மையம்", stillRightIn: ["பிராண்டின் சேவை மைய", "பிராண்ட் சேவை மைய"] }),
    );
    expect(retired).toContainEqual(expect.objectContaining({ form: "தேடுக", wholeWord: true }));
  });

  it("finds a retired form, and leaves a word that only begins like one or the phrase where it is right", () => {
    expect(retiredFormsIn("பொருட்களைத் தேடுக…", retired)).toEqual(["தேடுக"]);
    expect(retiredFormsIn("தேடுகிறது...", retired)).toEqual([]);
    expect(retiredFormsIn("பிராண்டின் சேவை மையம் பரிசோதிக்கும்", retired)).toEqual([]);
    expect(retiredFormsIn("எங்கள் சேவை மையம் அழைக்கும்", retired)).toEqual(["சேவை மையம்"]);
    expect(retiredFormsIn("சலவை இயந்திரங்கள்", retired)).toEqual(["சலவை இயந்திர"]);
    expect(retiredFormsIn("உங்கள் பிரவுசரின் கட்டளை", retired)).toEqual(["பிரவுசர்"]);
  });

  it("has no retired form in any Tamil text of the site, the SMS and WhatsApp templates and the starter catalogue included", () => {
    const texts: Record<string, string> = {
      ...tamilTexts,
      "/db/seed-data-tamil.ts": readFileSync("db/seed-data-tamil.ts", "utf8"),
    };
    const files = Object.keys(texts);
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain("/app/modules/notify/texts/ta/customer-messages.ts");
    const found = files.flatMap((file) =>
      retiredFormsIn(texts[file] ?? "", retired).map((form) => `${file}: ${form}`),
    );
    expect(found).toEqual([]);
  });
});
