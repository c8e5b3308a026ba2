/** A short plain-text answer, for resources that speak to machines (webhooks) rather than pages. */
export function plainResponse(
  message: string,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
