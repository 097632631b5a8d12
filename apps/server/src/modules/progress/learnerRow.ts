import type { Database } from "../../db/open";
import { type PreparedStatement, queryPrepared } from "../../db/prepared";
import type { CourseProgressRow } from "../../db/schema";

/** The progress columns PostgreSQL keeps as jsonb: get_progress reads them as text (see LearnerProgressText). */
type JsonColumn = "met_display_conditions" | "desired_pages_order" | "pages_progresses" | "blocks_progresses";

/** The columns get_progress's answer shows (presenter.ts), and its beacon token's user. */
type AnswerColumn =
  | "id"
  | "share_id"
  | "course_id"
  | "user_id"
  | "current_page_id"
  | "completed"
  | "passed"
  | "pass_percent"
  | "current_attempt_number"
  | "revision"
  | "updated_at"
  | JsonColumn;

/**
 * The learner's row as get_progress answers it, with its jsonb columns as PostgreSQL's JSON text: the answer
 * splices them in as they are, instead of parsing them into objects only to stringify them again (a 2,000-page
 * progress is megabytes of JSON; issue 20).
 */
export type LearnerProgressText = Pick<Omit<CourseProgressRow, JsonColumn> & Record<JsonColumn, string>, AnswerColumn>;

/**
 * The learner's progress row in a share: read on every player start, by the route and by the fast lane
 * (fastRead.ts), straight through the driver as a named prepared statement (Drizzle's query building, tracing and
 * row mapping cost more CPU than PostgreSQL spent answering it). Only the answer's columns: every timestamp read
 * is a date parsed.
 */
const LEARNER_PROGRESS: PreparedStatement = {
  name: "learner_progress_text",
  text: `
select id, share_id, course_id, user_id, current_page_id, completed, passed, pass_percent, current_attempt_number,
       revision, updated_at,
       met_display_conditions::text as met_display_conditions, desired_pages_order::text as desired_pages_order,
       pages_progresses::text as pages_progresses, blocks_progresses::text as blocks_progresses
  from course_progresses
 where share_id = $1 and user_id = $2`,
};

export async function learnerProgressText(
  db: Database,
  shareId: string,
  userId: number,
): Promise<LearnerProgressText | undefined> {
  const [row] = await queryPrepared(db, LEARNER_PROGRESS, [shareId, userId]);
  // The statement's columns are the type's, as the driver reads them (int4, int2, bool, text, timestamptz).
  return row as LearnerProgressText | undefined;
}

/** A row read with its jsonb columns parsed (a freshly inserted one) in the text form. */
export function asProgressText(row: CourseProgressRow): LearnerProgressText {
  return {
    id: row.id,
    share_id: row.share_id,
    course_id: row.course_id,
    user_id: row.user_id,
    current_page_id: row.current_page_id,
    completed: row.completed,
    passed: row.passed,
    pass_percent: row.pass_percent,
    current_attempt_number: row.current_attempt_number,
    revision: row.revision,
    updated_at: row.updated_at,
    met_display_conditions: JSON.stringify(row.met_display_conditions),
    desired_pages_order: JSON.stringify(row.desired_pages_order),
    pages_progresses: JSON.stringify(row.pages_progresses),
    blocks_progresses: JSON.stringify(row.blocks_progresses),
  };
}
