/** The encodings the server has stored bodies in, best first (br is smaller than gzip). */
export type Encoding = "br" | "gzip" | "identity";

const preference: Encoding[] = ["br", "gzip", "identity"];

/** negotiateEncoding's answers for the stored encodings, by Accept-Encoding header (short ones only). */
const negotiated = new Map<string, Encoding>();

/**
 * The best of `available` that the request's Accept-Encoding allows: the highest q-value wins, ties go to
 * br, then gzip, then identity. No header means identity only; identity stays acceptable (below any coding
 * the header names) unless the header refuses it (`identity;q=0`, or `*;q=0` without naming it). When nothing is acceptable the answer is
 * identity anyway: an uncompressed page is better than a 406.
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly Encoding[] = preference,
): Encoding {
  if (!header) return "identity";
  if (available !== preference || header.length > 200) return bestEncoding(header, available);
  // Browsers send a handful of distinct headers, and every page answer asks: each is worked out once.
  let best = negotiated.get(header);
  if (best === undefined) {
    best = bestEncoding(header, available);
    if (negotiated.size >= 200) negotiated.clear();
    negotiated.set(header, best);
  }
  return best;
}

function bestEncoding(header: string, available: readonly Encoding[]): Encoding {
  const quality = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((s) => s.trim());
      if (key?.toLowerCase() === "q") q = parseQuality(value);
    }
    // A repeated coding keeps its best weight.
    quality.set(name, Math.max(q, quality.get(name) ?? 0));
  }
  const wildcard = quality.get("*");
  const weight = (encoding: Encoding): number => {
    const named = quality.get(encoding) ?? (encoding === "gzip" ? quality.get("x-gzip") : undefined);
    if (named !== undefined) return named;
    if (wildcard !== undefined) return wildcard;
    // Unnamed identity is the fallback: acceptable, but below any coding the client did name.
    return encoding === "identity" ? Number.MIN_VALUE : 0;
  };
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const encoding of preference) {
    if (!available.includes(encoding)) continue;
    const w = weight(encoding);
    if (w > bestWeight) {
      best = encoding;
      bestWeight = w;
    }
  }
  return best;
}

function parseQuality(value: string | undefined): number {
  if (!value || !/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return 0;
  return Number(value);
}
