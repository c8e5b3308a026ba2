/**
 * A page with its module preloads at low fetch priority. React Router announces every script the page
 * hydrates with in the head, ahead of the stylesheet; at the browser's default (high) priority they share
 * a slow link with the stylesheet, the fonts and the first screen's pictures, and the first paint waits for
 * all of them. At low priority the browser fetches what the first paint needs first, then the scripts
 * (docs/decisions/062-paint-before-scripts.md).
 */
export function withScriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  const head = html
    .slice(0, headEnd)
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return head + html.slice(headEnd);
}
