import { sql } from "drizzle-orm";
import type { ReadDatabase } from "../../db/open";
import { type ReportScope, sessionWhere } from "./filters";
import { num, resultRows, str } from "./rows";
import type { Environment } from "./schemas";

/** Each list keeps its most frequent values; the rest is summed as one "Other" row by the client if it wants. */
export const ENVIRONMENT_TOP = 20;

/**
 * Where learners played from: sessions per city, browser and operating system, in one pass over the sessions
 * (grouping sets), most frequent first.
 */
export async function reportEnvironment(db: ReadDatabase, scope: ReportScope): Promise<Environment> {
  const rows = resultRows(
    await db.execute(sql`
      select a.city, a.browser, a.os, grouping(a.city) as no_city, grouping(a.browser) as no_browser,
             count(*) as sessions
        from analytics_sessions a
        join courses c on c.id = a.course_id
       where ${sessionWhere(scope)}
       group by grouping sets ((a.city), (a.browser), (a.os))
    `),
  );
  const out: Environment = { locations: [], browsers: [], systems: [] };
  for (const row of rows) {
    const list = num(row.no_city) === 0 ? out.locations : num(row.no_browser) === 0 ? out.browsers : out.systems;
    const name = num(row.no_city) === 0 ? row.city : num(row.no_browser) === 0 ? row.browser : row.os;
    list.push({ name: str(name), sessions: num(row.sessions) });
  }
  for (const list of [out.locations, out.browsers, out.systems]) {
    list.sort((a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name));
    list.splice(ENVIRONMENT_TOP);
  }
  return out;
}
