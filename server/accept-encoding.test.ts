import { describe, expect, it } from "vitest";

import { negotiateEncoding } from "./accept-encoding";

describe("Accept-Encoding negotiation", () => {
  it("prefers br, then gzip, when both are equally welcome", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
  });

  it("follows q-values over the server's preference", () => {
    expect(negotiateEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.9, gzip;q=0.8")).toBe("br");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("*;q=0.5, gzip;q=0")).toBe("br");
    expect(negotiateEncoding("x-gzip")).toBe("gzip");
  });

  it("sends identity without a header, for unknown codings and when everything is refused", () => {
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("")).toBe("identity");
    expect(negotiateEncoding("deflate, zstd")).toBe("identity");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(negotiateEncoding("*;q=0")).toBe("identity");
    expect(negotiateEncoding("identity;q=0")).toBe("identity");
  });

  it("takes a malformed q-value as a refusal, and never throws on junk", () => {
    expect(negotiateEncoding("br;q=2, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=abc, gzip;q=0.1")).toBe("gzip");
    expect(negotiateEncoding(";;,,=;q=,BR")).toBe("br");
  });

  it("chooses only among the encodings on offer", () => {
    expect(negotiateEncoding("br, gzip", ["gzip", "identity"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip", "identity"])).toBe("identity");
  });

  it("remembers answers by header, never across the encodings a caller has", () => {
    expect(negotiateEncoding("gzip, br")).toBe("br");
    expect(negotiateEncoding("gzip, br", ["gzip", "identity"])).toBe("gzip");
    expect(negotiateEncoding("gzip, br")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
  });
});
