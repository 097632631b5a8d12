import { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Database } from "../db/open";
import { announceChange, forgetEverything, parseChange } from "./changes";

/** The channel the triggers of migration 0011 notify on (payload "kind:id"). */
export const CHANGE_CHANNEL = "coursewright_changes";

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

export interface ChangeFeed {
  close(): Promise<void>;
}

/**
 * Listens to the database's change notifications and hands them to the caches of this process, so a change made
 * by another process is forgotten here within moments. On PostgreSQL this holds one connection of its own
 * (outside the pool); when it drops, every cache is emptied (notifications may have been missed) and it
 * reconnects. Until it is back, SESSION_CACHE_SECONDS bounds how long a change can go unseen. The embedded
 * database is one process: its notifications arrive before the write that caused them returns.
 */
export async function listenForChanges(db: Database, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const client: unknown = Reflect.get(db, "$client");
  const deliver = (payload: string | undefined) => {
    const change = payload ? parseChange(payload) : null;
    if (change) announceChange(change.kind, change.id);
  };
  if (client instanceof PGlite) {
    const unlisten = await client.listen(CHANGE_CHANNEL, deliver);
    return {
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client.options, deliver, log);
  log.warn("database changes: unknown driver, caches rely on SESSION_CACHE_SECONDS alone");
  return { close: async () => {} };
}

function listenOnPostgres(
  options: pg.PoolConfig,
  deliver: (payload: string | undefined) => void,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  let closed = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;

  const retry = () => {
    if (closed || timer) return;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 30_000;
    failures++;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async (): Promise<void> => {
    // A server that does not answer must not hold up the start: the caches fall back on their seconds meanwhile.
    const client = new pg.Client({ ...options, keepAlive: true, connectionTimeoutMillis: 5000 });
    const lost = (error?: Error) => {
      if (current !== client) return;
      current = null;
      // Whatever was notified while we were away is lost: start from the database again.
      forgetEverything();
      if (!closed) log.warn({ err: error }, "database changes: listening connection lost, reconnecting");
      client.end().catch(() => {});
      retry();
    };
    client.on("notification", (message) => {
      if (message.channel === CHANGE_CHANNEL) deliver(message.payload);
    });
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      current = client;
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (failures > 0) forgetEverything();
      failures = 0;
    } catch (error) {
      if (current === client) lost(error instanceof Error ? error : undefined);
      else {
        client.end().catch(() => {});
        if (!closed) log.warn({ err: error }, "database changes: cannot listen, retrying");
        retry();
      }
    }
  };

  return connect().then(() => ({
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  }));
}
