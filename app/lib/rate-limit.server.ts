/**
 * A small in-memory fixed-window rate limiter keyed by client address. Each process counts on its own,
 * which is enough to slow a single abusive connection; it is not a shared quota across servers.
 */
export type RateLimitResult = {
  allowed: boolean;
  /** Hits left in the current window after this one. */
  remaining: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
};

export type RateLimiter = {
  /** Counts one hit for the key and says whether it is within the limit. */
  hit(key: string): RateLimitResult;
  /** Forgets every key. */
  reset(): void;
  /** The number of keys currently tracked. */
  size(): number;
};

export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Beyond this many keys, expired windows are swept on the next hit. */
  maxKeys?: number;
};

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: RateLimiterOptions): RateLimiter {
  if (!(limit >= 1) || !(windowMs > 0)) throw new RangeError("limit must be >= 1 and windowMs > 0");
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(at: number) {
    for (const [key, window] of windows) {
      if (at - window.start >= windowMs) windows.delete(key);
    }
  }

  return {
    hit(key) {
      const at = now();
      if (windows.size >= maxKeys) sweep(at);
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterMs: window.start + windowMs - at,
      };
    },
    reset() {
      windows.clear();
    },
    size() {
      return windows.size;
    },
  };
}
