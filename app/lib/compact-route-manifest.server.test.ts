import { describe, expect, it } from "vitest";

import { withCompactRouteManifest } from "./compact-route-manifest.server";

const manifest = {
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/B.js"], css: [] },
  routes: { root: { id: "root", path: "", hasLoader: true, module: "/assets/root-C.js" } },
  url: "/assets/manifest-1.js",
  version: "1",
};

const page = (json: string) =>
  `<html><body><script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script></body></html>`;

describe("withCompactRouteManifest", () => {
  it("writes the manifest without indentation and leaves the rest of the script as it was", () => {
    const compact = withCompactRouteManifest(page(JSON.stringify(manifest, null, 2)));
    expect(compact).toBe(page(JSON.stringify(manifest)));
    expect(compact.length).toBeLessThan(page(JSON.stringify(manifest, null, 2)).length);
  });

  it("leaves a page without a manifest, or with one it cannot read, unchanged", () => {
    expect(withCompactRouteManifest("<html><body>Offline</body></html>")).toBe(
      "<html><body>Offline</body></html>",
    );
    const broken = page('{"entry": ');
    expect(withCompactRouteManifest(broken)).toBe(broken);
  });
});
