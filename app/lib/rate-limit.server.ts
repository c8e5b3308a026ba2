import { createHash } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.server";
import { rateLimitHits } from "../../db/schema";

/**
 * A fixed-window rate limiter counted in the database: every server process on one PostgreSQL counts into
 * the same row, and a restart keeps the count. A window starts at a key's first hit and lasts `windowMs`.
 */
export type RateLimitResult = {
  allowed: boolean;
  /** Hits left in the current window after this one. */
  remaining: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
};

export type RateLimiter = {
  readonly bucket: string;
  readonly limit: number;
  readonly windowMs: number;
  /** Counts one hit for the key and says whether it is within the limit. */
  hit(db: Executor, key: string, now?: Date): Promise<RateLimitResult>;
  /** Forgets every key of this limiter. */
  reset(db: Executor): Promise<void>;
};

export type RateLimiterOptions = {
  /** Names the limiter's rows; two limiters with one bucket would share their counts. */
  bucket: string;
  limit: number;
  windowMs: number;
};

type Executor = Pick<Database, "execute" | "delete">;

/** Keys are client addresses: the table holds a hash, so neither a dump nor an error log shows them. */
export function rateLimitKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 32);
}

export function createRateLimiter({ bucket, limit, windowMs }: RateLimiterOptions): RateLimiter {
  if (!(limit >= 1) || !(windowMs > 0)) throw new RangeError("limit must be >= 1 and windowMs > 0");
  if (!/^[\w:.-]{1,64}$/.test(bucket)) throw new RangeError("bucket must be a short plain name");

  return {
    bucket,
    limit,
    windowMs,
    async hit(db, key, now = new Date()) {
      const start = now.toISOString();
      const expires = new Date(now.getTime() + windowMs).toISOString();
      // One statement: a new or expired window starts over at 1, a live one counts up. Row locks make
      // concurrent hits from several processes add up exactly.
      const result: unknown = await db.execute(sql`
        INSERT INTO rate_limit_hits AS r (bucket, key, window_start, expires_at, hits)
        VALUES (${bucket}, ${rateLimitKey(key)}, ${start}::timestamptz, ${expires}::timestamptz, 1)
        ON CONFLICT (bucket, key) DO UPDATE SET
          hits = CASE WHEN r.expires_at <= excluded.window_start THEN 1 ELSE r.hits + 1 END,
          window_start = CASE WHEN r.expires_at <= excluded.window_start
            THEN excluded.window_start ELSE r.window_start END,
          expires_at = CASE WHEN r.expires_at <= excluded.window_start
            THEN excluded.expires_at ELSE r.expires_at END
        RETURNING hits, expires_at`);
      const row = (result as { rows: { hits: number; expires_at: string | Date }[] }).rows[0];
      if (!row) throw new Error("rate limit upsert returned no row");
      const hits = Number(row.hits);
      return {
        allowed: hits <= limit,
        remaining: Math.max(0, limit - hits),
        retryAfterMs: Math.max(0, new Date(row.expires_at).getTime() - now.getTime()),
      };
    },
    async reset(db) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
    },
  };
}

/** Whole seconds for a Retry-After header, at least 1. */
export function retryAfterSeconds(result: Pick<RateLimitResult, "retryAfterMs">): string {
  return String(Math.max(1, Math.ceil(result.retryAfterMs / 1000)));
}
