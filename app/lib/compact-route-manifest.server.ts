const manifestStart = "window.__reactRouterManifest = ";

/**
 * A page with React Router's inline route manifest written without indentation. React Router pretty-prints
 * it (two-space indent, one key per line), which costs every page 1-2 KB of HTML for nothing. Call it before
 * the scripts are hashed for the CSP (pageWithPolicy): the script's text changes.
 */
export function withCompactRouteManifest(html: string): string {
  const start = html.indexOf(manifestStart);
  if (start === -1) return html;
  const from = start + manifestStart.length;
  // JSON never holds a raw line break inside a string, so the statement's end is the first ";\n".
  const end = html.indexOf(";\n", from);
  if (end === -1) return html;
  try {
    return html.slice(0, from) + JSON.stringify(JSON.parse(html.slice(from, end))) + html.slice(end);
  } catch {
    return html;
  }
}
