import { sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { progressWhere, type ReportScope, sessionWhere } from "./filters";
import { num, numOrNull, oneDecimal, resultRows } from "./rows";
import type { Summary } from "./schemas";

/**
 * Totals of the progress rows: one pass over the creator's rows in scope (an index-only scan of
 * course_progresses_report_idx), grouped by learner first so the distinct learners are a hash aggregate rather
 * than a sort of every row.
 */
async function progressTotals(db: Database, scope: ReportScope) {
  const [row] = resultRows(
    await db.execute(sql`
      select sum(t.rows) as started, count(*) as learners, sum(t.completed) as completed,
             sum(t.passed) as passed, sum(t.completed) - sum(t.passed) as failed,
             sum(t.score_sum)::float8 / nullif(sum(t.completed), 0) as average_score
        from (select p.user_id, count(*) as rows,
                     count(*) filter (where p.completed) as completed,
                     count(*) filter (where p.completed and p.passed) as passed,
                     sum(p.pass_percent) filter (where p.completed) as score_sum
                from course_progresses p
                join courses c on c.id = p.course_id
               where ${progressWhere(scope)}
               group by p.user_id) t
    `),
  );
  return row ?? {};
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

/** Per day of the period: rows begun and attempts completed that day (days without any answer 0). */
async function completionSeries(db: Database, scope: ReportScope) {
  const { from, to } = scope.period;
  return resultRows(
    await db.execute(sql`
      with scoped as (
        select p.created_at, p.completed_at
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
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.n, 0) as started, coalesce(k.n, 0) as completed
        from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
        left join started s on s.day = d.day::date
        left join completed k on k.day = d.day::date
       order by d.day
    `),
  ).map((row) => ({ date: String(row.date), started: num(row.started), completed: num(row.completed) }));
}

/** The main report's header: totals, time spent and the completion chart. Three queries at once (the pool). */
export async function reportSummary(db: Database, scope: ReportScope): Promise<Summary> {
  const [totals, averageTimeSeconds, completions] = await Promise.all([
    progressTotals(db, scope),
    averageTime(db, scope),
    completionSeries(db, scope),
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
