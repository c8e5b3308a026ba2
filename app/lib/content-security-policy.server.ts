import { createHash, randomBytes } from "node:crypto";

/**
 * The page CSP allows our own script files plus the inline scripts the app itself emitted while rendering
 * this page, by hash. The app's scripts (React Router's context, module loader and scroll restoration) are
 * rendered with a one-time marker (`renderMarker()`, passed to ServerRouter as its nonce); only scripts that
 * carry it are hashed, and the marker is then taken out of the HTML. A script that reached the page any
 * other way (stored text rendered as HTML, say) has no marker, gets no hash, and the browser refuses it.
 * Hashes rather than a nonce in the header keep the HTML and its CSP identical for every visitor, so the
 * page can be cached.
 */
export function renderMarker(): string {
  return randomBytes(18).toString("base64url");
}

export function pageWithPolicy(
  renderedHtml: string,
  marker: string,
  {
    formTargets = [],
  }: {
    /** Origins a form may post to besides ours: the payment gateway's checkout page, when one is set up. */
    formTargets?: string[];
  } = {},
): { html: string; policy: string } {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  const appScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  for (const [, attributes = "", body] of renderedHtml.matchAll(appScript)) {
    if (body && attributes.includes(attribute) && !/\bsrc=/.test(attributes)) {
      hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  const html = renderedHtml.replaceAll(attribute, "");
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${formTargets.join(" ")}`.trim(),
    "frame-ancestors 'none'",
  ].join("; ");
  return { html, policy };
}
