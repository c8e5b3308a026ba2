/** The name=value pairs of a Cookie header, trimmed; a part without "=" is a name with no value. */
export function cookiePairs(header: string): [string, string][] {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return at < 0 ? [pair, ""] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    });
}

/** The value of the first cookie called `name` in a Cookie header, if there is one. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return header ? cookiePairs(header).find(([found]) => found === name)?.[1] : undefined;
}
