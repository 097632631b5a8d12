import type { UpdateProgressRequest } from "@coursewright/course-model";
import type { Database } from "../../db/open";
import { type PreparedStatement, queryPrepared } from "../../db/prepared";
import type { CourseProgressRow } from "../../db/schema";
import { intArray } from "../courses/db";
import type { CourseVersion } from "./courseVersions";

/** One progress write as the batch statement takes it: the judged body and the course version it was judged with. */
export interface RowWrite {
  progressId: number;
  userId: number;
  body: UpdateProgressRequest;
  /** null: nothing was judged, the course's version does not matter. */
  version: CourseVersion | null;
}

export type WrittenRow = Pick<CourseProgressRow, "id" | "revision" | "current_attempt_number" | "completed">;

/**
 * ONE UPDATE for any number of progress rows (one JSON parameter, one commit). Each row is written only if it is
 * the writer's own, its share is active, the write is of the stored attempt and does not un-complete it, and,
 * when it was judged, its course still has the version it was judged with. Attempts only advance through
 * start_again, so a newer attempt number than stored is refused the same way. The dealt order
 * (desired_pages_order) is the learner's claim of which pages the attempt has, and the completion rule reads it,
 * so it is held too: once stored, a write may not leave out a page of it the course still has (a page deleted
 * since may go); the attempt's first write must deal as many of the course's pages as a run plays (all, or
 * limit_pages_number), and a course that does not shuffle deals its first pages in authoring order (pages_order).
 * Without this, `completed` with an order of the last page alone would pass the rule. Every row appears at most
 * once (the group commit sees to it), so the statement's order does not matter. The ids come again as an array ($2):
 * the planner, which cannot know how many rows the JSON holds, then reads only those rows by the primary key
 * instead of joining the whole table (half the statement's cost on a table of a few hundred rows).
 */
const UPDATE_ROWS: PreparedStatement = {
  name: "course_progresses_update_batch",
  text: `
update course_progresses p
   set current_page_id = x.current_page_id,
       completed = x.completed,
       passed = x.passed,
       pass_percent = x.pass_percent,
       met_display_conditions = x.met_display_conditions,
       desired_pages_order = x.desired_pages_order,
       pages_progresses = x.pages_progresses,
       blocks_progresses = x.blocks_progresses,
       revision = p.revision + 1,
       completed_at = case when x.completed then coalesce(p.completed_at, now()) end,
       updated_at = now()
  from jsonb_to_recordset($1::jsonb) as x(
         i integer, id integer, user_id integer, attempt integer, completed boolean, passed boolean,
         pass_percent smallint, current_page_id integer, met_display_conditions jsonb, desired_pages_order jsonb,
         pages_progresses jsonb, blocks_progresses jsonb,
         course_id integer, course_updated_at text, course_mode smallint, course_min_pass_percent smallint)
 where p.id = any($2::integer[])
   and p.id = x.id
   and p.user_id = x.user_id
   and p.current_attempt_number = x.attempt
   and (x.completed or not p.completed)
   and (p.desired_pages_order = x.desired_pages_order or case
         when jsonb_array_length(p.desired_pages_order) > 0 then not exists (
           select 1 from course_pages cp
            where cp.course_id = p.course_id and p.desired_pages_order @> to_jsonb(cp.id)
              and not x.desired_pages_order @> to_jsonb(cp.id))
         else (select count(*) filter (where x.desired_pages_order @> to_jsonb(cp.id))
                        >= least(count(*), coalesce(max(c.limit_pages_number), count(*)))
                 from course_pages cp join courses c on c.id = cp.course_id
                where cp.course_id = p.course_id)
              and not exists (
                select 1 from courses c,
                       lateral (select e.page, row_number() over (order by e.n) as r
                                  from unnest(c.pages_order) with ordinality e(page, n)
                                  join course_pages cp on cp.course_id = c.id and cp.id = e.page) listed
                 where c.id = p.course_id and not c.randomize_pages_order and listed.r <= c.limit_pages_number
                   and not x.desired_pages_order @> to_jsonb(listed.page))
       end)
   and exists (select 1 from course_shares s where s.id = p.share_id and s.revoked_at is null)
   and (x.course_id is null or exists (
         select 1 from courses c
          where c.id = p.course_id and c.id = x.course_id and c.updated_at::text = x.course_updated_at
            and c.mode = x.course_mode and c.min_pass_percent = x.course_min_pass_percent))
returning x.i, p.id, p.revision, p.current_attempt_number, p.completed`,
};

/**
 * The batch as the statement's JSON parameter, by row id: every statement locks its rows in the same order, so
 * two batches in flight at once (in two processes) cannot deadlock.
 */
function recordset(writes: readonly RowWrite[]): string {
  const byId = writes.map((write, i) => ({ write, i })).sort((a, b) => a.write.progressId - b.write.progressId);
  return JSON.stringify(
    byId.map(({ write: { progressId, userId, body, version }, i }) => ({
      i,
      id: progressId,
      user_id: userId,
      attempt: body.current_attempt_number,
      completed: body.completed,
      passed: body.passed,
      pass_percent: body.pass_percent,
      current_page_id: body.current_page_id,
      met_display_conditions: body.met_display_conditions,
      desired_pages_order: body.desired_pages_order,
      pages_progresses: body.pages_progresses,
      blocks_progresses: body.blocks_progresses,
      course_id: version?.course_id ?? null,
      course_updated_at: version?.updated_at ?? null,
      course_mode: version?.mode ?? null,
      course_min_pass_percent: version?.min_pass_percent ?? null,
    })),
  );
}

/** Writes the rows in one statement; answers, in the writes' order, the written row or undefined when refused. */
export async function updateProgressRows(
  db: Database,
  writes: readonly RowWrite[],
): Promise<(WrittenRow | undefined)[]> {
  const rows = await queryPrepared(db, UPDATE_ROWS, [recordset(writes), intArray(writes.map((w) => w.progressId))]);
  const written: (WrittenRow | undefined)[] = writes.map(() => undefined);
  for (const row of rows) {
    written[Number(row.i)] = {
      id: Number(row.id),
      revision: Number(row.revision),
      current_attempt_number: Number(row.current_attempt_number),
      completed: row.completed === true,
    };
  }
  return written;
}
