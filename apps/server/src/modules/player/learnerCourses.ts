import { type LearnerCourse, learnerProgressPercent, type ProgressState } from "@coursewright/course-model";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/open";
import {
  courseProgresses,
  courseShareInvitations,
  courseShares,
  courses,
  hubEntitlements,
  type UserRow,
} from "../../db/schema";
import type { Signer } from "../../http/signing";
import { resultRows } from "../courses/db";
import { presentCourse } from "../courses/presenter";
import { mediaRowsById } from "../courses/service";

/** Rows per page of the upcoming and completed lists. */
export const LEARNER_COURSES_PER_PAGE = 12;

const rowSchema = z.object({
  share_id: z.string(),
  course_id: z.coerce.number(),
  progress_id: z.coerce.number().nullable(),
  completed: z.boolean().nullable(),
  passed: z.boolean().nullable(),
  pass_percent: z.coerce.number().nullable(),
  revision: z.coerce.number().nullable(),
  updated_at: z.coerce.date().nullable(),
  run_pages: z.coerce.number(),
  pages_done: z.coerce.number(),
  total: z.coerce.number(),
});

/**
 * The learner's courses (issue 5 part 4): active shares that invite their address, public shares they have
 * opened, and hub courses they hold an active entitlement to (issue 21: enrolled or, later, bought), split by their
 * progress: upcoming (not completed, including not started) or completed. Most recent activity first. A hub
 * course whose entitlement was revoked is not listed, whatever progress it has.
 */
export async function learnerCourses(
  db: Database,
  user: UserRow,
  list: "upcoming" | "completed",
  page: number,
  signer: Signer,
): Promise<{ data: LearnerCourse[]; total: number }> {
  const p = courseProgresses;
  const s = courseShares;
  const i = courseShareInvitations;
  const c = courses;
  const e = hubEntitlements;
  const result = await db.execute(sql`
    with mine as (
      select ${s.id} as share_id, ${s.course_id} as course_id, ${s.created_at} as shared_at
        from ${s} join ${i} on ${i.share_id} = ${s.id}
       where ${i.email} = ${user.email} and ${s.revoked_at} is null
      union
      select ${s.id}, ${s.course_id}, ${s.created_at}
        from ${p} join ${s} on ${s.id} = ${p.share_id}
       where ${p.user_id} = ${user.id} and ${s.revoked_at} is null and ${s.kind} <> 'hub'
      union
      select ${s.id}, ${s.course_id}, min(${e.created_at})
        from ${e} join ${s} on ${s.hub_id} = ${e.hub_id} and ${s.course_id} = ${e.course_id}
       where ${e.user_id} = ${user.id} and ${e.revoked_at} is null and ${s.revoked_at} is null
       group by ${s.id}, ${s.course_id}
    )
    select m.share_id, m.course_id, p.id as progress_id, p.completed, p.passed, p.pass_percent, p.revision,
           p.updated_at,
           case when jsonb_array_length(coalesce(p.desired_pages_order, '[]'::jsonb)) > 0
                then jsonb_array_length(p.desired_pages_order)
                else least(cardinality(c.pages_order), coalesce(c.limit_pages_number, cardinality(c.pages_order)))
           end as run_pages,
           (select count(*) from jsonb_array_elements(coalesce(p.pages_progresses, '[]'::jsonb)) e
             where e->>'completed' = 'true')::int as pages_done,
           (count(*) over ())::int as total
      from mine m
      join ${c} c on c.id = m.course_id
      left join ${p} p on p.share_id = m.share_id and p.user_id = ${user.id}
     where coalesce(p.completed, false) = ${list === "completed"}
     order by coalesce(p.updated_at, m.shared_at) desc, m.share_id
     limit ${LEARNER_COURSES_PER_PAGE} offset ${(page - 1) * LEARNER_COURSES_PER_PAGE}
  `);
  const rows = resultRows(result).map((row) => rowSchema.parse(row));
  const courseRows =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(courses)
          .where(
            inArray(
              courses.id,
              rows.map((row) => row.course_id),
            ),
          );
  const media = await mediaRowsById(
    db,
    courseRows.map((row) => row.preview_image_media_id),
  );
  const byId = new Map(courseRows.map((row) => [row.id, presentCourse(row, media, signer)]));
  const data = rows.flatMap((row): LearnerCourse[] => {
    const course = byId.get(row.course_id);
    if (!course) return [];
    const state: ProgressState =
      row.completed === true ? "completed" : (row.revision ?? 0) > 0 ? "in_progress" : "not_started";
    const percent = learnerProgressPercent({
      completed: row.completed === true,
      pagesDone: row.pages_done,
      runPages: row.run_pages,
    });
    return [
      {
        share_id: row.share_id,
        course: { id: course.id, title: course.title, preview_image: course.preview_image },
        state,
        progress_percent: percent,
        passed: state === "not_started" ? null : row.passed,
        pass_percent: state === "not_started" ? null : row.pass_percent,
        last_activity_at: state === "not_started" ? null : (row.updated_at?.toISOString() ?? null),
      },
    ];
  });
  return { data, total: rows[0]?.total ?? 0 };
}
