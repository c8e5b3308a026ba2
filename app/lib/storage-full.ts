/** Whether an error means the disk under the database or a file is full (ENOSPC, PostgreSQL's disk_full). */
export function isStorageFull(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object" && !seen.has(current);) {
    seen.add(current);
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === "ENOSPC" || code === "EDQUOT" || code === "53100") return true;
    if (typeof message === "string" && message.includes("No space left on device")) return true;
    current = cause;
  }
  return false;
}
