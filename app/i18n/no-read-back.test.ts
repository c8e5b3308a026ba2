import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const appDir = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("texts are not read back", () => {
  it("no module turns stored or travelling English back into a template's values", () => {
    const readers = sourceFiles(appDir).filter((file) =>
      // the template read-back and the readers that stored English was parsed with before codes
      /templatePattern|template-pattern|refusalText|cancelNoteText|installationIssueText|messageKeys/.test(
        fs.readFileSync(file, "utf8"),
      ),
    );
    expect(readers.map((file) => path.relative(appDir, file))).toEqual([]);
  });
});
