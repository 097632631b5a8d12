import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/open";
import { rateLimits } from "../db/schema";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

/**
 * A rate-limit store in the database, so several server processes behind a load balancer count
 * together (the plugin's default store counts per process). Each hit is one upsert; the limited
 * routes hash a password or send a mail anyway, so it costs nothing noticeable.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The plugin passes its merged settings with the route under `routeInfo` (as its Redis store reads
    // them), whatever its type declaration says; the route becomes part of the key, so each counts alone.
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const route: unknown = "routeInfo" in options ? options.routeInfo : options;
      const method = typeof route === "object" && route && "method" in route ? String(route.method) : "";
      const url = typeof route === "object" && route && "url" in route ? String(route.url) : "";
      return new DatabaseRateLimitStore(undefined, `${method} ${url} `);
    }
  };
}

/** Counts one hit of `key` in its current window (a new window starts when the last is over). */
export async function hit(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  // A new window starts when the previous one is over; both CASEs read the row as it was.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, reset_at: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.reset_at} <= now() then 1 else ${rateLimits.count} + 1 end`,
        reset_at: sql`case when ${rateLimits.reset_at} <= now() then excluded.reset_at else ${rateLimits.reset_at} end`,
      },
    })
    .returning({
      current: rateLimits.count,
      ttl: sql<number>`(extract(epoch from (${rateLimits.reset_at} - now())) * 1000)::float8`,
    });
  // Forget finished windows now and then, so the table stays as small as the set of active clients.
  if (Math.random() < 0.02) await db.delete(rateLimits).where(lt(rateLimits.reset_at, sql`now()`));
  return { current: row?.current ?? 1, ttl: Math.max(0, Math.round(Number(row?.ttl ?? windowMs))) };
}
