import { describe, expect, it } from "vitest";

import { matchesIfNoneMatch, weakEtag } from "./etag";

describe("page ETags", () => {
  it("are weak, stable for a body and different for another", () => {
    const tag = weakEtag("<p>Stock: 1</p>");
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag(Buffer.from("<p>Stock: 1</p>"))).toBe(tag);
    expect(weakEtag("<p>Stock: 0</p>")).not.toBe(tag);
  });

  it("match If-None-Match by weak comparison, in a list, or *", () => {
    const tag = weakEtag("page");
    const opaque = tag.slice(2);
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(opaque, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch("*", tag)).toBe(true);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch(`W/"other"`, tag)).toBe(false);
    expect(matchesIfNoneMatch("garbage,,", tag)).toBe(false);
  });
});
