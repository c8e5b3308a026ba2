/**
 * The text a PDF shows, read back from its content streams: each stream inflated, and the hex strings the
 * built-in fonts are written with decoded (Latin-1). Enough to check that a document's words are real text.
 */
import { inflateSync } from "node:zlib";

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    // a text object writes its words as [<hex> kerning <hex>] TJ: the pieces join into the words
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) =>
        Buffer.from(piece[1]!, "hex").toString("latin1"),
      );
      texts.push(pieces.join(""));
    }
  }
  return texts.join("\n");
}
