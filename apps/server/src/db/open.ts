import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "./migrate";
import * as schema from "./schema";

/** One type for both drivers: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What reading needs and no more: the reports take this, so a read replica's pool (DATABASE_READ_URL) cannot be
 * written through by mistake (a raw execute() could still write, and the replica would refuse it).
 */
export type ReadDatabase = Omit<Database, "insert" | "update" | "delete" | "transaction" | "refreshMaterializedView">;

export interface ReadDatabaseHandle {
  db: ReadDatabase;
  close(): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The embedded client, when kind is "pglite". */
  pglite?: PGlite;
  /** Applies the pending migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL at `url`, or, without one, the embedded PGlite in `dataDir` ("memory://" keeps it
 * in memory, for tests).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolMax?: number;
  /** Told about errors of idle pooled connections (a restarted or unreachable server). */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const { db, pool } = openPool(options.url, options);
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir));
}

/**
 * A pool on a read replica (DATABASE_READ_URL): no migrations (the primary's reach it by replication), and
 * reading only. It opens its connections on the first query.
 */
export function openReadDatabase(options: {
  url: string;
  poolMax?: number;
  onIdleConnectionError?: (error: Error) => void;
}): ReadDatabaseHandle {
  const { db, pool } = openPool(options.url, options);
  return { db, close: () => pool.end() };
}

function openPool(url: string, options: { poolMax?: number; onIdleConnectionError?: (error: Error) => void }) {
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10 });
  // Without a listener, an idle connection that the server drops is an uncaught error that ends the process;
  // the pool has already thrown that connection away and opens a new one on the next query.
  pool.on("error", options.onIdleConnectionError ?? ((error) => console.warn(`database: ${error.message}`)));
  return { db: drizzlePg({ client: pool, schema, casing: "snake_case" }), pool };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function embeddedDataDir(dataDir: string): string {
  return join(dataDir, "db");
}

/** Node's socket errors when the server cannot be reached. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/**
 * SQLSTATEs of a server that is there but not serving: class 08 (connection exception), shutting down or
 * starting up (57P01-57P03), out of connections (53300).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** What pg and PGlite say when the connection is gone or was never made (they set no code). */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|PGlite is closed)/i;

/**
 * True when a query failed because the database cannot be reached (refused, dropped, shutting down, closed),
 * looking through the causes Drizzle wraps it in: the request is answered 503 rather than 500, and the web app
 * shows its maintenance screen (spec 8).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; typeof e === "object" && e !== null && depth < 8; depth++) {
    const code = "code" in e && typeof e.code === "string" ? e.code : "";
    if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATE.test(code)) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = "cause" in e ? e.cause : undefined;
  }
  return false;
}
