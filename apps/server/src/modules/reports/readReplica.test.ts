import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createOutboxMailer } from "../../mail/outboxMailer";
import { bearer, TestContext } from "../../test/context";
import { resultRows } from "../courses/db";
import type { LearnerDetails, Summary } from "./schemas";
import { MARCH, seedReport } from "./testing";

/**
 * DATABASE_READ_URL (a read replica) stood in for by the test database itself under another connection, told
 * apart by its application_name: the reports must answer as on the primary, and their queries must show up on
 * that connection, which nothing but the read pool opens.
 */
describe.runIf(process.env.DATABASE_URL)("reports on DATABASE_READ_URL [postgres]", () => {
  const t = new TestContext("postgres", {});
  const applicationName = `cw_read_${randomBytes(4).toString("hex")}`;
  let replicaApp: FastifyInstance;

  /** What the read pool's connections are running or ran last, as PostgreSQL sees them. */
  const readPoolQueries = async () =>
    resultRows(
      await t.db.execute(
        sql`SELECT query FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${applicationName}`,
      ),
    ).map((row) => String(row.query));

  beforeAll(async () => {
    await t.start();
    const [row] = resultRows(await t.db.execute(sql`SELECT current_database() AS name`));
    const readUrl = new URL(process.env.DATABASE_URL ?? "");
    readUrl.pathname = `/${String(row?.name)}`;
    readUrl.searchParams.set("application_name", applicationName);
    replicaApp = await buildApp({
      config: { ...t.config, databaseReadUrl: readUrl.toString() },
      db: t.db,
      mailer: createOutboxMailer(t.db),
      storage: t.storage,
      jobs: t.jobs,
    });
    await replicaApp.ready();
  });
  afterAll(async () => {
    await replicaApp?.close();
    await t.stop();
  });

  it("answers the reports as the primary does, reading them through the read pool only", async () => {
    const seeded = await seedReport(t);
    const { creator, course, learners } = seeded;
    // The pool connects on its first query: nothing has used it yet.
    expect(await readPoolQueries()).toEqual([]);

    const urls = [
      "/api/reports/filters",
      `/api/reports/main?${MARCH}`,
      `/api/reports/learners?${MARCH}&sort=learner`,
      `/api/reports/courses/${course.id}?${MARCH}`,
      `/api/reports/environment?${MARCH}`,
      `/api/reports/export/learners?${MARCH}&sort=learner`,
    ];
    // Collected after each request: a pooled connection shows the last query it ran (until it idles out).
    const queries = new Set<string>();
    for (const url of urls) {
      const onReplica = await replicaApp.inject({ method: "GET", url, headers: bearer(creator.token) });
      const onPrimary = await t.inject({ method: "GET", url, headers: bearer(creator.token) });
      expect(onReplica.statusCode, url).toBe(200);
      expect(onReplica.body, url).toBe(onPrimary.body);
      for (const query of await readPoolQueries()) queries.add(query);
    }
    const main = await replicaApp.inject({
      method: "GET",
      url: `/api/reports/main?${MARCH}`,
      headers: bearer(creator.token),
    });
    expect((main.json() as { data: Summary }).data.totals).toMatchObject({ started: 4, completed: 2, passed: 1 });
    const details = await replicaApp.inject({
      method: "GET",
      url: `/api/reports/users/${learners.ann.user.id}`,
      headers: bearer(creator.token),
    });
    expect(details.statusCode).toBe(200);
    const { data }: { data: LearnerDetails } = details.json();
    expect(data.user).toMatchObject({ id: learners.ann.user.id, name: "Ann" });
    expect(data.courses).toHaveLength(1);

    for (const query of await readPoolQueries()) queries.add(query);
    // The reports' own SQL reached PostgreSQL on the read pool's connections...
    expect(queries.size).toBeGreaterThan(0);
    expect([...queries].some((query) => /course_progresses/i.test(query))).toBe(true);
    // ...and none of it writes.
    for (const query of queries) expect(query.trim()).toMatch(/^(select|with)\b/i);
  });
});
