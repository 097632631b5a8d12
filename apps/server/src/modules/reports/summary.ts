import { sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { progressWhere, type ReportScope, sessionWhere } from "./filters";
import { num, numOrNull, oneDecimal, resultRows } from "./rows";
import type { Summary } from "./schemas";

/**
 * Totals and the per-day series of the progress rows in one statement: the rows in scope are read once (an
 * index-only scan of course_progresses_report_idx into a materialised CTE), then counted in memory; distinct
 * learners are a hash aggregate of one column rather than a count(distinct) sort. The series covers every day of
 * the period (days without any answer 0) as [date, started, completed] triples.
 */
async function progressFigures(db: Database, scope: ReportScope) {
  const { from, to } = scope.period;
  const [row] = resultRows(
    await db.execute(sql`
      with scoped as materialized (
        select p.user_id, p.completed, p.passed, p.pass_percent, p.created_at, p.completed_at
          from course_progresses p
          join courses c on c.id = p.course_id
         where ${progressWhere(scope)}
      ),
      started as (
        select (created_at at time zone 'UTC')::date as day, count(*) as n from scoped group by 1
      ),
      completed as (
        select (completed_at at time zone 'UTC')::date as day, count(*) as n
          from scoped where completed_at is not null group by 1
      )
      select t.*, (select count(*) from (select distinct user_id from scoped) d) as learners,
             (select json_agg(json_build_array(to_char(d.day, 'YYYY-MM-DD'), coalesce(s.n, 0), coalesce(k.n, 0))
                              order by d.day)
                from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
                left join started s on s.day = d.day::date
                left join completed k on k.day = d.day::date) as series
        from (select count(*) as started,
                     count(*) filter (where completed) as completed,
                     count(*) filter (where completed and passed) as passed,
                     count(*) filter (where completed and not passed) as failed,
                     avg(pass_percent) filter (where completed) as average_score
                from scoped) t
    `),
  );
  // json_agg arrives parsed by both drivers: an array of [date, started, completed].
  const series: unknown[] = Array.isArray(row?.series) ? row.series : [];
  return {
    totals: row ?? {},
    completions: series.map((day) => {
      const [date, started, completed] = Array.isArray(day) ? day : [];
      return { date: String(date), started: num(started), completed: num(completed) };
    }),
  };
}

/**
 * Time spent: the page-session seconds of the period's sessions (summed per session when it was recorded, so
 * this reads the sessions, not their page sessions), divided by the learner-and-course pairs that have any (a
 * learner who played two courses counts twice, as two rows of the learners table do).
 */
async function averageTime(db: Database, scope: ReportScope): Promise<number | null> {
  const [row] = resultRows(
    await db.execute(sql`
      select sum(t.seconds) / nullif(count(*), 0) as average
        from (select sum(a.page_seconds) as seconds
                from analytics_sessions a
                join courses c on c.id = a.course_id
               where ${sessionWhere(scope)}
               group by a.user_id, a.course_id) t
    `),
  );
  const average = numOrNull(row?.average);
  return average === null ? null : oneDecimal(average);
}

/** The main report's header: totals, time spent and the completion chart. Two queries at once (the pool). */
export async function reportSummary(db: Database, scope: ReportScope): Promise<Summary> {
  const [{ totals, completions }, averageTimeSeconds] = await Promise.all([
    progressFigures(db, scope),
    averageTime(db, scope),
  ]);
  const completed = num(totals.completed);
  const averageScore = numOrNull(totals.average_score);
  return {
    period: { from: scope.period.from, to: scope.period.to },
    totals: {
      started: num(totals.started),
      learners: num(totals.learners),
      completed,
      passed: num(totals.passed),
      failed: num(totals.failed),
      in_progress: num(totals.started) - completed,
      average_score: averageScore === null ? null : oneDecimal(averageScore),
      average_time_seconds: averageTimeSeconds,
    },
    completions,
  };
}
