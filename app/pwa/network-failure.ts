/** What a fetch that never reached the server throws: Chromium, Safari and Firefox word it differently. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /failed to fetch|load failed|networkerror/i.test(error.message);
}
