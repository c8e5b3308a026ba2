/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections), as opposed to a fault in the request or the code. Such a page answers 503, not 500.
 */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// PostgreSQL SQLSTATE: connection exceptions (08), shutdown or crash (57P01-57P03), too many connections.
const postgresCodes = /^(08\d{3}|57P0[123]|53300)$/;

const connectionMessages = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection ended",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object" && !seen.has(current);) {
    seen.add(current);
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (networkCodes.has(code) || postgresCodes.test(code))) return true;
    if (typeof message === "string" && connectionMessages.some((text) => message.includes(text))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}
