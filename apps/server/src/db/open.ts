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
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // Without a listener, an idle connection that the server drops is an uncaught error that ends the process;
    // the pool has already thrown that connection away and opens a new one on the next query.
    pool.on("error", options.onIdleConnectionError ?? ((error) => console.warn(`database: ${error.message}`)));
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
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
