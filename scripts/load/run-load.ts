/**
 * Runs one autocannon instance per server at once (the connections split between them) and merges what
 * they saw: every response's status and time, connection errors and timeouts.
 */
import autocannon from "autocannon";

export type Target = { baseUrl: string; connections: number };

export type LoadFigures = {
  durationSeconds: number;
  connections: number;
  /** Response times in milliseconds, sorted. */
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  timeouts: number;
  firstError?: string;
};

/** Splits `connections` between servers as evenly as whole numbers allow. */
export function splitConnections(baseUrls: string[], connections: number): Target[] {
  return baseUrls.map((baseUrl, index) => ({
    baseUrl,
    connections: Math.floor(connections / baseUrls.length) + (index < connections % baseUrls.length ? 1 : 0),
  }));
}

function asError(value: unknown): Error {
  return value instanceof Error
    ? value
    : new Error(typeof value === "string" ? value : JSON.stringify(value));
}

function runOne(
  target: Target,
  requests: autocannon.Request[],
  durationSeconds: number,
  figures: LoadFigures,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: target.baseUrl, connections: target.connections, duration: durationSeconds, requests },
      (error: unknown, result) => (error ? reject(asError(error)) : resolve(result)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      figures.latencies.push(responseTime);
      figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    });
    instance.on("reqError", (error: unknown) => {
      figures.firstError ??= asError(error).message;
    });
  });
}

/**
 * Loads every target for `durationSeconds`. `requests` is called once per target: each autocannon instance
 * needs its own request objects.
 */
export async function runLoad(
  targets: Target[],
  requests: () => autocannon.Request[],
  durationSeconds: number,
): Promise<LoadFigures> {
  const figures: LoadFigures = {
    durationSeconds,
    connections: targets.reduce((sum, target) => sum + target.connections, 0),
    latencies: [],
    statuses: new Map(),
    errors: 0,
    timeouts: 0,
  };
  const results = await Promise.all(
    targets.map((target) => runOne(target, requests(), durationSeconds, figures)),
  );
  for (const result of results) {
    figures.errors += result.errors;
    figures.timeouts += result.timeouts;
  }
  figures.latencies.sort((a, b) => a - b);
  return figures;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Responses whose status is in [from, to). */
export function countStatuses(figures: LoadFigures, from: number, to: number): number {
  let count = 0;
  for (const [status, n] of figures.statuses) if (status >= from && status < to) count += n;
  return count;
}

export function totalResponses(figures: LoadFigures): number {
  return countStatuses(figures, 0, 1000);
}
