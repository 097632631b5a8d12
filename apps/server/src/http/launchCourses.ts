import { SHARE_ID_PATTERN } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import type { Database } from "../db/open";
import { answerFiles, courseProgresses, pageBlockMedia, pageBlocks } from "../db/schema";
import { pageCourse } from "../modules/player/pageCourses";
import { shareRow } from "../modules/shares/accessRows";
import { type CourseOf, courseParam, courseVia, courseViaText } from "./launchAccess";

/**
 * How routes find the course a request touches, for launches' sign-ins (http/launchAccess.ts). Only those
 * sign-ins pay for a lookup; an unknown id is no course (refused as outside the launch, before the route
 * itself would answer 404).
 */
export function launchCourses(db: Database) {
  const first = async (rows: Promise<{ course_id: number }[]>) => (await rows)[0]?.course_id ?? null;
  const page = (id: number) => pageCourse(db, id).catch(() => null);
  const progress = (id: number) =>
    first(
      db.select({ course_id: courseProgresses.course_id }).from(courseProgresses).where(eq(courseProgresses.id, id)),
    );
  const blockMedia = (id: number) =>
    first(db.select({ course_id: pageBlockMedia.course_id }).from(pageBlockMedia).where(eq(pageBlockMedia.id, id)));
  const block = (id: number) =>
    first(db.select({ course_id: pageBlocks.course_id }).from(pageBlocks).where(eq(pageBlocks.id, id)));
  const answerFile = (id: number) =>
    first(db.select({ course_id: answerFiles.course_id }).from(answerFiles).where(eq(answerFiles.id, id)));
  const share = async (id: string) =>
    SHARE_ID_PATTERN.test(id) ? ((await shareRow(db, id))?.course_id ?? null) : null;

  return {
    param: courseParam,
    pageParam: (name: string): CourseOf => courseVia("params", name, page),
    progressParam: (name: string): CourseOf => courseVia("params", name, progress),
    blockMediaParam: (name: string): CourseOf => courseVia("params", name, blockMedia),
    answerFileParam: (name: string): CourseOf => courseVia("params", name, answerFile),
    blockQuery: (name: string): CourseOf => courseVia("query", name, block),
    shareBody: (name: string): CourseOf => courseViaText("body", name, share),
  };
}
