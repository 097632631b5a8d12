import type { LearnerSource } from "@coursewright/course-model";
import { type SQL, sql } from "drizzle-orm";
import type { ReadDatabase } from "../../db/open";
import { progressWhere, type ReportScope } from "./filters";
import { iso, isoOrNull, num, numOrNull, resultRows, str, strOrNull } from "./rows";
import type { LearnerRow, LearnerSort } from "./schemas";

/** ORDER BY of each sort. */
const ORDER: Record<LearnerSort, string> = {
  learner: "lower(coalesce(u.integration_user_id, u.name))",
  course: "lower(c.title)",
  started_at: "p.created_at",
  last_activity: "p.updated_at",
  // Completed attempts by score; unfinished ones sort below every score.
  score: "(case when p.completed then p.pass_percent else -1 end)",
  // in progress < failed < passed
  status: "(case when not p.completed then 0 when not p.passed then 1 else 2 end)",
};

export interface LearnerListing {
  sort: LearnerSort;
  direction: "asc" | "desc";
  limit: number;
  offset: number;
}

/** ORDER BY text of a listing; p.id breaks ties so paging is stable. Only the fixed strings above reach SQL. */
const orderBy = (listing: LearnerListing): SQL => {
  const direction = listing.direction === "asc" ? "asc" : "desc";
  return sql.raw(`${ORDER[listing.sort]} ${direction}, p.id ${direction}`);
};

/**
 * A learner's source from their integration's kind (none: an account of this server). A cmi5 package's learners
 * are reported by the package as a SCORM package's are (the LMS names them to the AU page): the same mark.
 */
export function learnerSource(integrationKind: unknown): LearnerSource {
  if (integrationKind === "scorm" || integrationKind === "cmi5") return "scorm_package";
  return integrationKind === "api" ? "lms" : "account";
}

const STATUS = (row: Record<string, unknown>): LearnerRow["status"] => {
  if (!row.completed) return "in_progress";
  return row.passed ? "passed" : "failed";
};

function presentLearnerRow(row: Record<string, unknown>): LearnerRow {
  const integrationUserId = strOrNull(row.integration_user_id);
  return {
    progress_id: num(row.id),
    user_id: num(row.user_id),
    name: integrationUserId ?? str(row.name),
    email: integrationUserId === null ? str(row.email) : null,
    integration_user_id: integrationUserId,
    integration_title: strOrNull(row.integration_title),
    learner_source: learnerSource(row.integration_kind),
    course_id: num(row.course_id),
    course_title: str(row.course_title),
    share_id: str(row.share_id),
    attempt: num(row.current_attempt_number) + 1,
    status: STATUS(row),
    score: row.completed ? numOrNull(row.pass_percent) : null,
    time_seconds: Math.round(num(row.seconds)),
    started_at: iso(row.created_at),
    last_activity_at: iso(row.updated_at),
    completed_at: isoOrNull(row.completed_at),
  };
}

/**
 * One row per progress row (a learner in a share of a course), sorted and paged in SQL. The page's keys are
 * found first from the progress rows alone (an index-only scan of course_progresses_report_idx for every sort but
 * the learner's name, which needs the users), and only those rows are joined to users, integrations and their
 * time: the page-session seconds of the learner's sessions in the share (a lateral subquery by the user index on
 * the sessions' page_seconds), so the cost of a page does not grow with the number of learners; it is also why
 * the list cannot sort by time. The total is a separate count. Integration learners are named by their
 * integration's user id.
 */
export async function listLearners(
  db: ReadDatabase,
  scope: ReportScope,
  listing: LearnerListing,
): Promise<{ rows: LearnerRow[]; total: number }> {
  const users = sql.raw(listing.sort === "learner" ? "join users u on u.id = p.user_id" : "");
  const [page, counted] = await Promise.all([
    db.execute(sql`
      with keys as (
        select p.id
          from course_progresses p
          join courses c on c.id = p.course_id
          ${users}
         where ${progressWhere(scope)}
         order by ${orderBy(listing)}
         limit ${listing.limit} offset ${listing.offset}
      )
      select p.id, p.user_id, p.course_id, p.share_id, p.current_attempt_number, p.completed, p.passed,
             p.pass_percent, p.created_at, p.updated_at, p.completed_at, c.title as course_title,
             u.name, u.email, u.integration_user_id, i.title as integration_title, i.kind as integration_kind, coalesce(t.seconds, 0) as seconds
        from keys
        join course_progresses p on p.id = keys.id
        join courses c on c.id = p.course_id
        join users u on u.id = p.user_id
        left join api_integrations i on i.id = u.integration_id
        left join lateral (
          select sum(a.page_seconds) as seconds
            from analytics_sessions a
           where a.user_id = p.user_id and a.share_id = p.share_id
             and a.started_at >= ${scope.period.start.toISOString()}
             and a.started_at < ${scope.period.end.toISOString()}
        ) t on true
       -- The same aliases as in keys: the page keeps its order.
       order by ${orderBy(listing)}
    `),
    db.execute(
      sql`select count(*) as n from course_progresses p join courses c on c.id = p.course_id where ${progressWhere(scope)}`,
    ),
  ]);
  return { rows: resultRows(page).map(presentLearnerRow), total: num(resultRows(counted)[0]?.n) };
}
