/** The browser's localStorage or sessionStorage, or null where it is turned off (a privacy setting, say). */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
