/**
 * What the log may say about an unexpected error. A database error's message carries the query and its
 * parameters (drizzle: "Failed query: … params: …"; PostgreSQL's own messages and details quote values),
 * that is customers' names, phones, addresses and order tokens: for those only the class name and the
 * SQLSTATE code are kept. The stack is kept as its "at …" frames only, since its first line repeats the
 * message.
 */
export type LoggedError = { err: { name: string; code?: string; message?: string; stack?: string } };

const sqlState = /^[0-9A-Z]{5}$/;
const maxMessageLength = 200;
const maxFrames = 20;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && typeof current === "object" && chain.length < 5 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function databaseCode(chain: unknown[]): string | undefined {
  for (const link of chain) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === "string" && sqlState.test(code)) return code;
  }
  return undefined;
}

function looksLikeDatabaseError(chain: unknown[]): boolean {
  return chain.some((link) => {
    const { name, message } = link as { name?: unknown; message?: unknown };
    return (
      name === "DrizzleQueryError" ||
      (typeof message === "string" && /Failed query|params:/.test(message)) ||
      "query" in (link as object) ||
      "params" in (link as object)
    );
  });
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  const lines = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? lines.slice(0, maxFrames).join("\n") : undefined;
}

export function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { err: { name: typeof error } };
  const chain = causes(error);
  const code = databaseCode(chain);
  const fromDatabase = code !== undefined || looksLikeDatabaseError(chain);
  return {
    err: {
      name: error.name,
      ...(code ? { code } : {}),
      ...(fromDatabase ? {} : { message: error.message.slice(0, maxMessageLength) }),
      stack: frames(error.stack),
    },
  };
}

/** One JSON line on stderr, shaped like the server's pino lines (level 50 is "error"). */
export function logUnexpectedError(error: unknown, where: { method?: string; path: string }) {
  console.error(
    JSON.stringify({ level: 50, time: Date.now(), ...where, ...loggedError(error), msg: "unexpected error" }),
  );
}
