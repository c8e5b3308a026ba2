import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import type { EarlyTaps } from "./early-taps";
import { withScriptsAfterPaint } from "./scripts-after-paint.server";

const loaderBody =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/shop.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"shop":route1};\n\nimport("/assets/entry.js");';

const page = (loader: string) =>
  '<html><head><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js" nonce="m"/>' +
  '<link rel="preload" as="image" href="/images/1.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/ta-x.js"/></head>' +
  '<body><p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p><script>window.x = 1;</script>' +
  `<script nonce="m" type="module" async="">${loader}</script></body></html>`;

/** Runs the rewritten loader in a stand-in browser; says what it noted, announced and imported. */
function runLoader({
  visibilityState = "visible",
  entryTypes = ["paint"],
  painted = false,
}: { visibilityState?: string; entryTypes?: string[]; painted?: boolean } = {}) {
  const html = withScriptsAfterPaint(page(loaderBody));
  const loader = /type="module" async="">([\s\S]*)<\/script><\/body>/.exec(html)![1]!;
  const appended: { rel: string; href: string; priority: string | null }[] = [];
  const imported: string[] = [];
  const observed: { callback?: (list: { getEntriesByName(name: string): unknown[] }) => void } = {};
  const window: Record<string, unknown> = {};
  const listeners: { type: string; capture: boolean; listener: (event: { target: unknown }) => void }[] = [];
  const document = {
    visibilityState,
    addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: boolean) =>
      listeners.push({ type, listener, capture }),
    createElement: () => {
      const attributes = new Map<string, string>();
      return {
        rel: "",
        href: "",
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        get priority() {
          return attributes.get("fetchpriority") ?? null;
        },
      };
    },
    head: { append: (link: { rel: string; href: string; priority: string | null }) => appended.push(link) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes;
    constructor(callback: typeof observed.callback) {
      observed.callback = callback;
    }
    observe() {}
  }
  const performance = {
    getEntriesByName: (name: string) => (painted && name === "first-contentful-paint" ? [{}] : []),
  };
  const importModule = (url: string) => {
    imported.push(url);
    return Promise.resolve({ url });
  };
  runInNewContext(loader.replaceAll("import(", "importModule("), {
    Element,
    window,
    document,
    PerformanceObserver,
    performance,
    importModule,
  });
  return { appended, imported, observed, window, listeners };
}

/** A stand-in DOM element whose closest button is `control`. */
class Element {
  constructor(readonly control: unknown) {}
  closest(selector: string) {
    return selector === 'button[type="button"]' ? this.control : null;
  }
}

const modules = ["/assets/root.js", "/assets/shop.js", "/assets/entry.js"];

describe("withScriptsAfterPaint", () => {
  it("takes the module preloads out of the head and has the loader announce them after the first paint", () => {
    const html = withScriptsAfterPaint(page(loaderBody));
    expect(html.slice(0, html.indexOf("</head>"))).toBe(
      '<html><head><link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="preload" as="image" href="/images/1.svg" fetchPriority="high"/>',
    );
    expect(html).toContain(
      '<p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p><script>window.x = 1;</script>',
    );
    const loader = /<script nonce="m" type="module" async="">([\s\S]*)<\/script><\/body>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    expect(loader).not.toMatch(/^import /m);
    expect(loader).toContain('const preloads=["/assets/entry.js","/assets/root.js","/assets/ta-x.js"]');
    expect(loader).toContain('Promise.all([import("/assets/root.js"),import("/assets/shop.js")])');
    expect(loader).toContain(".then(([route0,route1])=>{window.__reactRouterManifest =");
    expect(loader).toContain('import("/assets/entry.js");})};');
    expect(loader).toContain('.observe({type:"paint",buffered:true})');
  });

  it("runs the page's modules, with the preloads announced at low priority, once the page has painted", async () => {
    const { appended, imported, observed, window, listeners } = runLoader();
    expect(imported).toEqual([]);
    expect(appended).toEqual([]);
    // Buttons pressed before hydration are noted (early-taps.ts), in order; other presses are not.
    expect(listeners.map(({ type, capture }) => [type, capture])).toEqual([["click", true]]);
    const press = (target: unknown) => listeners[0]!.listener({ target });
    press(new Element("add to cart"));
    press(new Element(null));
    press({ closest: () => "not an element" });
    press(new Element("menu"));
    const taps = window.__earlyTaps as EarlyTaps;
    expect(taps.controls).toEqual(["add to cart", "menu"]);
    taps.closed = true;
    press(new Element("during hydration"));
    expect(taps.controls).toEqual(["add to cart", "menu"]);

    observed.callback!({ getEntriesByName: () => [] });
    expect(imported).toEqual([]);
    observed.callback!({ getEntriesByName: () => [{}] });
    expect(appended.map(({ rel, href, priority }) => [rel, href, priority])).toEqual([
      ["modulepreload", "/assets/entry.js", "low"],
      ["modulepreload", "/assets/root.js", "low"],
      ["modulepreload", "/assets/ta-x.js", "low"],
    ]);
    await expect.poll(() => imported).toEqual(modules);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root.js" },
      shop: { url: "/assets/shop.js" },
    });
    observed.callback!({ getEntriesByName: () => [{}] });
    expect(appended).toHaveLength(3);
  });

  it.each([
    ["a page that has already painted", { painted: true }],
    ["a page in a background tab, which paints only when shown", { visibilityState: "hidden" }],
    ["a browser without paint timing", { entryTypes: ["resource", "navigation"] }],
  ])("starts at once on %s", async (_, conditions) => {
    const { appended, imported, observed } = runLoader(conditions);
    expect(observed.callback).toBeUndefined();
    expect(appended).toHaveLength(3);
    await expect.poll(() => imported).toEqual(modules);
  });

  it("leaves a page as it is when its module script is not React Router's production loader", () => {
    const development = loaderBody.replace(";\n", ';\nimport "/@vite/client";\n');
    expect(withScriptsAfterPaint(page(development))).toBe(page(development));
    expect(withScriptsAfterPaint("<p>not a page</p>")).toBe("<p>not a page</p>");
    const noLoader = page(loaderBody).replace(/<script nonce[\s\S]*<\/script>/, "");
    expect(withScriptsAfterPaint(noLoader)).toBe(noLoader);
  });
});
