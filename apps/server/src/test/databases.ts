import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migrationsFolder } from "../db/migrate";
import { type DatabaseHandle, openDatabase, wrapPglite } from "../db/open";

export type DatabaseKind = "pglite" | "postgres";

/** In-memory PGlite always; the real PostgreSQL too when DATABASE_URL points at one. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated database. On PostgreSQL it is a new database on the DATABASE_URL's server
 * (cw_test_<random>, or TEST_DATABASE_PREFIX<random> when several checkouts share the server), dropped again by
 * close(), so test files never see each other's rows.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const client = await PGlite.create({ loadDataDir: new Blob([await migratedPgliteTemplate()]) });
    return wrapPglite(client);
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set");
  const prefix = testDatabasePrefix();
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${await migratedPostgresTemplate(serverUrl, prefix)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function testDatabasePrefix(): string {
  const prefix = process.env.TEST_DATABASE_PREFIX ?? "";
  return /^[a-z_][a-z0-9_]{0,40}$/.test(prefix) ? prefix : "cw_test_";
}

/**
 * The name of a database on the DATABASE_URL's server with every migration applied, which each test database
 * copies (CREATE DATABASE ... TEMPLATE): a copy takes a fraction of a second, where migrating takes several, for
 * every test file. Like the PGlite template its name carries the migrations' hash, so a new migration makes a new
 * one; it stays on the server for the next run. An advisory lock keeps test processes from building it twice.
 */
let postgresTemplate: Promise<string> | undefined;
function migratedPostgresTemplate(serverUrl: string, prefix: string): Promise<string> {
  postgresTemplate ??= buildPostgresTemplate(serverUrl, `${prefix}tpl_${migrationsHash()}`).catch((error) => {
    postgresTemplate = undefined;
    throw error;
  });
  return postgresTemplate;
}

async function buildPostgresTemplate(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) return name;
    // Built under another name and renamed when complete, so a run stopped halfway never leaves a half template.
    const building = `${name}_new`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ url: url.toString() });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await client.end();
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A hash of the migrations (file names and contents), which names the templates built from them. */
function migrationsHash(): string {
  const folder = migrationsFolder();
  const hash = createHash("sha256");
  for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A gzipped PGlite data folder with every migration applied, shared by all test files through the
 * temp folder: starting from it takes under a second, where initdb plus migrations take several.
 * Its name carries a hash of the migrations, so a new migration makes a new template.
 */
export async function migratedPgliteTemplate(): Promise<Buffer> {
  const path = join(tmpdir(), `coursewright-pglite-template-${migrationsHash()}.tar.gz`);
  const cached = await readFile(path).catch(() => null);
  if (cached) return cached;
  const handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const pglite = handle.pglite;
  if (!pglite) throw new Error("expected an embedded database");
  const dump = Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
  await handle.close();
  // Several test workers may race to write it: each writes its own file and renames it into place.
  const temp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(temp, dump);
  await rename(temp, path);
  return dump;
}
