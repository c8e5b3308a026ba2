/**
 * Where to go after signing in: only a back-office path on this site (`/admin` or below). Anything else
 * (another origin, `//host`, backslashes, the login or logout pages) falls back to the dashboard.
 */
export function safeNextPath(next: string | null | undefined): string {
  const fallback = "/admin";
  if (!next || !next.startsWith("/") || next.startsWith("//") || /[\\\s]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, "http://same.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.invalid") return fallback;
  const path = url.pathname;
  if (path !== "/admin" && !path.startsWith("/admin/")) return fallback;
  if (path === "/admin/login" || path === "/admin/logout") return fallback;
  return `${path}${url.search}${url.hash}`;
}
