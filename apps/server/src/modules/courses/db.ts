import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/open";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database or an open transaction: services take either. */
export type Db = Database | Tx;

/** Rows per statement: keeps one JSON parameter of a rebuilt 1,000-block course well under a few megabytes. */
const CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The columns of `keys` as a jsonb_to_recordset column list ("id" integer, "settings" jsonb, ...) and the
 * rows re-keyed by column name. One JSON parameter carries any number of rows, so a multi-row write is one
 * statement without PostgreSQL's 65,535-parameter ceiling.
 */
function recordset<T extends PgTable>(table: T, keys: readonly string[]) {
  const columns = getTableColumns(table);
  const names: string[] = [];
  const definitions: string[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    const type = column.getSQLType();
    names.push(quote(column.name));
    definitions.push(`${quote(column.name)} ${type === "serial" ? "integer" : type}`);
  }
  const json = (part: readonly Partial<T["$inferInsert"]>[]) =>
    JSON.stringify(
      part.map((row) => {
        const record: Record<string, unknown> = {};
        const values: Record<string, unknown> = row;
        for (const key of keys) record[columns[key]?.name ?? key] = values[key] ?? null;
        return record;
      }),
    );
  return { names, definitions: definitions.join(", "), json };
}

/** Inserts rows (all with the same keys, ids included when pre-allocated) in as few statements as possible. */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Partial<T["$inferInsert"]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first);
  const { names, definitions, json } = recordset(table, keys);
  const list = sql.raw(names.join(", "));
  for (const part of chunks(rows)) {
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from jsonb_to_recordset(${json(part)}::jsonb) as v(${sql.raw(definitions)})`,
    );
  }
}

/**
 * Updates rows by id (every row with the same keys, "id" among them) in as few statements as possible;
 * `scope` limits the rows that may change (e.g. to one course) and updated_at becomes now().
 */
export async function bulkUpdate<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Partial<T["$inferInsert"]>[],
  scope: SQL,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first);
  if (!keys.includes("id")) throw new Error("bulkUpdate needs the id of every row");
  const { names, definitions, json } = recordset(table, keys);
  const sets = sql.raw(
    [...names.filter((name) => name !== '"id"').map((name) => `${name} = v.${name}`), '"updated_at" = now()'].join(
      ", ",
    ),
  );
  for (const part of chunks(rows)) {
    await db.execute(
      sql`update ${table} set ${sets} from jsonb_to_recordset(${json(part)}::jsonb) as v(${sql.raw(definitions)}) where ${table}."id" = v."id" and ${scope}`,
    );
  }
}

/**
 * Takes `count` ids from the table's sequence before inserting, so new rows can refer to each other
 * (a new block's display condition naming another new block) in the very rows that are inserted.
 */
export async function allocateIds(db: Db, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const sequence = `${getTableName(table)}_id_seq`;
  const result = await db.execute(
    sql`select nextval(${sequence}::regclass)::int as id from generate_series(1, ${count}::int)`,
  );
  return resultRows(result).map((row) => Number(row.id));
}

/** The rows of a raw query: node-postgres and PGlite both answer { rows }, typed unknown through Drizzle. */
export function resultRows(result: unknown): Record<string, unknown>[] {
  if (typeof result !== "object" || result === null || !("rows" in result) || !Array.isArray(result.rows)) {
    throw new Error("unexpected query result");
  }
  return result.rows.filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null);
}

/** A PostgreSQL array literal of ids, for `= any(${intArray(ids)}::int[])` with one parameter. */
export const intArray = (ids: Iterable<number>) => `{${[...ids].map((id) => Math.trunc(id)).join(",")}}`;
