import { describe, expect, it } from "vitest";

import { withScriptsAfterPaint } from "./scripts-after-paint.server";

describe("withScriptsAfterPaint", () => {
  it("lowers every module preload in the head, and nothing else", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/root.css"/>' +
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/ta-x.js"/>' +
      '<link rel="preload" as="image" href="/images/1.svg" fetchPriority="high"/></head>' +
      '<body><p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p></body></html>';
    expect(withScriptsAfterPaint(html)).toBe(
      '<html><head><link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/ta-x.js"/>' +
        '<link rel="preload" as="image" href="/images/1.svg" fetchPriority="high"/></head>' +
        '<body><p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p></body></html>',
    );
  });

  it("leaves a document without a head as it is", () => {
    expect(withScriptsAfterPaint("<p>not a page</p>")).toBe("<p>not a page</p>");
  });
});
