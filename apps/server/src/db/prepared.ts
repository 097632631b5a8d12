import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "./open";

/** A constant statement with numbered parameters ($1, $2, ...) and a name unique in the process. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * Runs a statement of a hot path straight through the driver: on PostgreSQL as a named prepared statement,
 * parsed and planned once per pooled connection instead of on every call (and without Drizzle building the
 * query each time); on PGlite as an ordinary parameterised query. Answers the rows.
 */
export async function queryPrepared(
  db: Database,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Record<string, unknown>[]> {
  // Drizzle keeps the driver's client on the database object.
  const client: unknown = Reflect.get(db, "$client");
  if (client instanceof pg.Pool) {
    const result = await client.query<Record<string, unknown>>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }
  if (client instanceof PGlite) {
    const result = await client.query<Record<string, unknown>>(statement.text, values);
    return result.rows;
  }
  throw new Error("queryPrepared: unknown database client");
}
