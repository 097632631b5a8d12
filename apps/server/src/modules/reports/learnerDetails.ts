import {
  BLOCK_TYPE,
  getBlockDefinition,
  htmlToPlainText,
  type ServerBlockProgress,
  type ServerPageProgress,
} from "@coursewright/course-model";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  answerFiles,
  apiIntegrations,
  coursePages,
  courseProgresses,
  courseShares,
  courses,
  pageBlocks,
  users,
} from "../../db/schema";
import { errors } from "../../http/errors";
import type { Signer } from "../../http/signing";
import { signedAnswerFileUrl } from "../answers/presenter";
import { UNJUDGED_CODES } from "./courseBreakdown";
import { PAGE_SECONDS } from "./filters";
import { learnerSource } from "./learners";
import { num, resultRows } from "./rows";
import type { LearnerCourse, LearnerDetails, ReportAnswer } from "./schemas";

const RECORDED: Record<number, "audio" | "video"> = {
  [BLOCK_TYPE.QUIZ_AUDIO_ANSWER]: "audio",
  [BLOCK_TYPE.QUIZ_VIDEO_ANSWER]: "video",
};

type BlockInfo = { id: number; page_id: number; type: number; text: string | null };
type FileInfo = { id: number; course_id: number; mime_type: string };

/** The answer_files id an audio or video answer names ({ media_id }), if any. */
function recordingId(entry: ServerBlockProgress): number | null {
  const value = entry.position?.answerValue ?? entry.user_answer;
  if (typeof value === "number") return value;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && typeof value.media_id === "number") {
    return value.media_id;
  }
  return null;
}

function presentAnswer(
  entry: ServerBlockProgress,
  block: BlockInfo | undefined,
  pageTitles: Map<number, string>,
  file: FileInfo | undefined,
  signer: Signer,
): ReportAnswer {
  const kind = block ? RECORDED[block.type] : undefined;
  return {
    block_id: entry.block_id,
    page_id: block?.page_id ?? null,
    page_title: block ? (pageTitles.get(block.page_id) ?? null) : null,
    type: block ? getBlockDefinition(block.type).name : (entry.position?.type ?? null),
    question: entry.position?.text || htmlToPlainText(block?.text).slice(0, 500),
    answer_text: kind ? "" : (entry.position?.answerText ?? ""),
    correct_answer_text: entry.position?.correctAnswerText ?? "",
    correct: block && UNJUDGED_CODES.has(block.type) ? null : entry.correct,
    completed: entry.completed,
    file: kind && file ? { url: signedAnswerFileUrl(signer, file.id), mime_type: file.mime_type, kind } : null,
  };
}

/**
 * Everything one learner did in the creator's courses: one entry per progress row (share) with attempt, score,
 * time per page (page sessions of the learner in that share) and every answer. A learner with no progress in
 * the creator's courses answers 404 whether or not the account exists, so the route tells nothing about users
 * who are not the creator's learners. The rows are the learner's own (a handful), so their JSONB is read whole.
 */
export async function learnerDetails(
  db: Database,
  creatorId: number,
  userId: number,
  signer: Signer,
): Promise<LearnerDetails> {
  const progressRows = await db
    .select({
      progress: courseProgresses,
      course_title: courses.title,
      attempts: courses.attempts,
      min_pass_percent: courses.min_pass_percent,
      pages_order: courses.pages_order,
      share_kind: courseShares.kind,
    })
    .from(courseProgresses)
    .innerJoin(courses, eq(courses.id, courseProgresses.course_id))
    .innerJoin(courseShares, eq(courseShares.id, courseProgresses.share_id))
    .where(and(eq(courseProgresses.user_id, userId), eq(courses.user_id, creatorId)))
    .orderBy(sql`${courseProgresses.updated_at} desc`, courseProgresses.id);
  if (progressRows.length === 0) throw errors.notFound();

  const [userRow] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      integration_user_id: users.integration_user_id,
      integration_title: apiIntegrations.title,
      integration_kind: apiIntegrations.kind,
    })
    .from(users)
    .leftJoin(apiIntegrations, eq(apiIntegrations.id, users.integration_id))
    .where(eq(users.id, userId));
  if (!userRow) throw errors.notFound();

  const courseIds = [...new Set(progressRows.map((row) => row.progress.course_id))];
  const blockIds = [...new Set(progressRows.flatMap((row) => row.progress.blocks_progresses.map((e) => e.block_id)))];
  const [pages, blocks, files, times] = await Promise.all([
    db
      .select({ id: coursePages.id, title: coursePages.title, course_id: coursePages.course_id })
      .from(coursePages)
      .where(inArray(coursePages.course_id, courseIds)),
    blockIds.length === 0
      ? Promise.resolve([] as BlockInfo[])
      : db
          .select({ id: pageBlocks.id, page_id: pageBlocks.page_id, type: pageBlocks.type, text: pageBlocks.text })
          .from(pageBlocks)
          .where(and(inArray(pageBlocks.id, blockIds), inArray(pageBlocks.course_id, courseIds))),
    db
      .select({ id: answerFiles.id, course_id: answerFiles.course_id, mime_type: answerFiles.mime_type })
      .from(answerFiles)
      .where(and(eq(answerFiles.user_id, userId), inArray(answerFiles.course_id, courseIds))),
    db.execute(sql`
      select a.share_id, ps.page_id, sum(${PAGE_SECONDS}) as seconds, count(*) as visits
        from analytics_sessions a
        join analytics_page_sessions ps on ps.session_id = a.id
       where a.user_id = ${userId} and a.course_id in (select id from courses where user_id = ${creatorId})
       group by 1, 2
    `),
  ]);
  const pageTitles = new Map(pages.map((page) => [page.id, page.title]));
  const blocksById = new Map(blocks.map((block) => [block.id, block]));
  const filesById = new Map(files.map((file) => [file.id, file]));
  const timeOf = new Map(
    resultRows(times).map((row) => [
      `${row.share_id}:${row.page_id}`,
      { seconds: num(row.seconds), visits: num(row.visits) },
    ]),
  );

  const present = (row: (typeof progressRows)[number]): LearnerCourse => {
    const p = row.progress;
    const entries = new Map<number, ServerPageProgress>(p.pages_progresses.map((entry) => [entry.page_id, entry]));
    // The learner's own play order when the course shuffles pages, else the authoring order.
    const order = p.desired_pages_order.length > 0 ? p.desired_pages_order : row.pages_order;
    const coursePageIds = pages.filter((page) => page.course_id === p.course_id).map((page) => page.id);
    const ordered = [...new Set([...order, ...coursePageIds])].filter((id) => pageTitles.has(id));
    const pageList = ordered.map((pageId) => {
      const time = timeOf.get(`${p.share_id}:${pageId}`);
      return {
        page_id: pageId,
        title: pageTitles.get(pageId) ?? "",
        visited: entries.has(pageId),
        completed: entries.get(pageId)?.completed ?? false,
        seconds: Math.round(time?.seconds ?? 0),
        visits: time?.visits ?? 0,
      };
    });
    const answers = p.blocks_progresses
      .filter((entry) => {
        const block = blocksById.get(entry.block_id);
        // Questions only: content blocks have entries too (completion), but no answer to show.
        return block ? UNJUDGED_CODES.has(block.type) || entry.position !== null : entry.position !== null;
      })
      .map((entry) => {
        const block = blocksById.get(entry.block_id);
        const fileId = block && RECORDED[block.type] ? recordingId(entry) : null;
        const file = fileId === null ? undefined : filesById.get(fileId);
        return presentAnswer(entry, block, pageTitles, file?.course_id === p.course_id ? file : undefined, signer);
      });
    return {
      progress_id: p.id,
      course_id: p.course_id,
      course_title: row.course_title,
      share_id: p.share_id,
      share_kind: row.share_kind,
      attempt: p.current_attempt_number + 1,
      attempts_limit: row.attempts,
      status: !p.completed ? "in_progress" : p.passed ? "passed" : "failed",
      score: p.completed ? p.pass_percent : null,
      min_pass_percent: row.min_pass_percent,
      started_at: p.created_at.toISOString(),
      last_activity_at: p.updated_at.toISOString(),
      completed_at: p.completed_at?.toISOString() ?? null,
      time_seconds: pageList.reduce((sum, page) => sum + page.seconds, 0),
      pages: pageList,
      answers,
    };
  };

  return {
    user: {
      id: userRow.id,
      name: userRow.integration_user_id ?? userRow.name,
      email: userRow.integration_user_id === null ? userRow.email : null,
      integration_user_id: userRow.integration_user_id,
      integration_title: userRow.integration_title,
      learner_source: learnerSource(userRow.integration_kind),
    },
    courses: progressRows.map(present),
  };
}
