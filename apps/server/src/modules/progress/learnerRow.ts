import type { Database } from "../../db/open";
import { type PreparedStatement, queryPrepared } from "../../db/prepared";
import type { CourseProgressRow } from "../../db/schema";
import { createReadBatch } from "./readBatch";

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
 * Learners' progress rows by (share, user): read on every player start, by the route and by the fast lane
 * (fastRead.ts), straight through the driver as a named prepared statement (Drizzle's query building, tracing and
 * row mapping cost more CPU than PostgreSQL spent answering it), for a batch of reads at once (readBatch.ts).
 * Only the answer's columns: every timestamp read is a date parsed.
 */
const LEARNER_PROGRESSES: PreparedStatement = {
  name: "learner_progresses_text",
  text: `
select p.id, p.share_id, p.course_id, p.user_id, p.current_page_id, p.completed, p.passed, p.pass_percent,
       p.current_attempt_number, p.revision, p.updated_at,
       p.met_display_conditions::text as met_display_conditions, p.desired_pages_order::text as desired_pages_order,
       p.pages_progresses::text as pages_progresses, p.blocks_progresses::text as blocks_progresses
  from unnest($1::text[], $2::integer[]) as k(share_id, user_id)
  join course_progresses p on p.share_id = k.share_id and p.user_id = k.user_id`,
};

interface Learner {
  shareId: string;
  userId: number;
}

const learnerKey = (shareId: string, userId: number) => `${userId}:${shareId}`;

function batchOf(db: Database) {
  return createReadBatch<Learner, LearnerProgressText>({
    key: (learner) => learnerKey(learner.shareId, learner.userId),
    async readBatch(learners) {
      const rows = await queryPrepared(db, LEARNER_PROGRESSES, [
        learners.map((learner) => learner.shareId),
        learners.map((learner) => learner.userId),
      ]);
      // The statement's columns are the type's, as the driver reads them (int4, int2, bool, text, timestamptz).
      const found = new Map<string, LearnerProgressText>();
      for (const row of rows as LearnerProgressText[]) found.set(learnerKey(row.share_id, row.user_id), row);
      return found;
    },
    maxBatch: 500,
    // A few connections of the pool (DATABASE_POOL_MAX, 10 by default): the rest stay free for other work, and
    // reads asked meanwhile wait for the next batch.
    maxInFlight: 3,
  });
}

const batches = new WeakMap<Database, ReturnType<typeof batchOf>>();

export function learnerProgressText(
  db: Database,
  shareId: string,
  userId: number,
): Promise<LearnerProgressText | undefined> {
  let read = batches.get(db);
  if (!read) {
    read = batchOf(db);
    batches.set(db, read);
  }
  return read({ shareId, userId });
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
