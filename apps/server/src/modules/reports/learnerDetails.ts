import {
  BLOCK_TYPE,
  getBlockDefinition,
  htmlToPlainText,
  type ServerBlockProgress,
  type ServerPageProgress,
} from "@coursewright/course-model";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ReadDatabase } from "../../db/open";
import {
  answerFiles,
  apiIntegrations,
  coursePages,
  courseProgressAttempts,
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
import { attemptAt, dealtPageIds } from "./dealtPages";
import { PAGE_SECONDS } from "./filters";
import { learnerSource } from "./learners";
import { num, resultRows } from "./rows";
import type { LearnerCourse, LearnerDetails, PastAttempt, ReportAnswer } from "./schemas";
import { scormByAttempt } from "./scormScos";

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
  db: ReadDatabase,
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
  const pastRows = await db
    .select()
    .from(courseProgressAttempts)
    .where(
      inArray(
        courseProgressAttempts.progress_id,
        progressRows.map((row) => row.progress.id),
      ),
    )
    .orderBy(courseProgressAttempts.attempt_number);
  const blockIds = [
    ...new Set(
      [...progressRows.map((row) => row.progress), ...pastRows].flatMap((p) =>
        p.blocks_progresses.map((e) => e.block_id),
      ),
    ),
  ];
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
    // Per session as well: each session's time belongs to the attempt that was running when it started.
    db.execute(sql`
      select a.share_id, a.started_at, ps.page_id, sum(${PAGE_SECONDS}) as seconds, count(*) as visits
        from analytics_sessions a
        join analytics_page_sessions ps on ps.session_id = a.id
       where a.user_id = ${userId} and a.course_id in (select id from courses where user_id = ${creatorId})
       group by 1, 2, 3
    `),
  ]);
  const pageTitles = new Map(pages.map((page) => [page.id, page.title]));
  const blocksById = new Map(blocks.map((block) => [block.id, block]));
  const filesById = new Map(files.map((file) => [file.id, file]));
  const scormOf = await scormByAttempt(
    db,
    progressRows.map((row) => row.progress.id),
    courseIds,
    pageTitles,
  );
  const sessionTimes = resultRows(times).map((row) => ({
    shareId: String(row.share_id),
    startedAt: row.started_at instanceof Date ? row.started_at.getTime() : Date.parse(String(row.started_at)),
    pageId: num(row.page_id),
    seconds: num(row.seconds),
    visits: num(row.visits),
  }));

  /** What one attempt did: its dealt pages with their time, and its answers. */
  const attemptFacts = (
    courseId: number,
    authoring: readonly number[],
    state: {
      desired_pages_order: number[];
      pages_progresses: ServerPageProgress[];
      blocks_progresses: ServerBlockProgress[];
    },
    time: Map<number, { seconds: number; visits: number }>,
  ) => {
    const entries = new Map<number, ServerPageProgress>(state.pages_progresses.map((entry) => [entry.page_id, entry]));
    const ordered = dealtPageIds({
      dealt: state.desired_pages_order,
      authoring:
        authoring.length > 0 ? authoring : pages.filter((page) => page.course_id === courseId).map((p) => p.id),
      withProgress: state.pages_progresses.map((entry) => entry.page_id),
      exists: (pageId) => pageTitles.has(pageId),
    });
    const pageList = ordered.map((pageId) => ({
      page_id: pageId,
      title: pageTitles.get(pageId) ?? "",
      visited: entries.has(pageId),
      completed: entries.get(pageId)?.completed ?? false,
      seconds: Math.round(time.get(pageId)?.seconds ?? 0),
      // A completed page was seen at least once, even when the session that saw it never arrived (a killed tab).
      visits: Math.max(time.get(pageId)?.visits ?? 0, entries.get(pageId)?.completed ? 1 : 0),
    }));
    const answers = state.blocks_progresses
      .filter((entry) => {
        const block = blocksById.get(entry.block_id);
        // Questions only: content blocks have entries too (completion), but no answer to show.
        return block ? UNJUDGED_CODES.has(block.type) || entry.position !== null : entry.position !== null;
      })
      .map((entry) => {
        const block = blocksById.get(entry.block_id);
        const fileId = block && RECORDED[block.type] ? recordingId(entry) : null;
        const file = fileId === null ? undefined : filesById.get(fileId);
        return presentAnswer(entry, block, pageTitles, file?.course_id === courseId ? file : undefined, signer);
      });
    return { pages: pageList, answers, time_seconds: pageList.reduce((sum, page) => sum + page.seconds, 0) };
  };

  const present = (row: (typeof progressRows)[number]): LearnerCourse => {
    const p = row.progress;
    const past = pastRows.filter((attempt) => attempt.progress_id === p.id);
    // Attempt n started when attempt n-1 ended (the first when the row was made); sessions go to their attempt.
    const windows = [
      ...past.map((attempt) => ({ attempt: attempt.attempt_number, startedAt: attempt.started_at.getTime() })),
      { attempt: p.current_attempt_number, startedAt: (past.at(-1)?.ended_at ?? p.created_at).getTime() },
    ];
    const timeByAttempt = new Map<number, Map<number, { seconds: number; visits: number }>>();
    for (const session of sessionTimes) {
      if (session.shareId !== p.share_id) continue;
      const owner = attemptAt(windows, session.startedAt)?.attempt ?? p.current_attempt_number;
      const perPage = timeByAttempt.get(owner) ?? new Map();
      const sum = perPage.get(session.pageId) ?? { seconds: 0, visits: 0 };
      perPage.set(session.pageId, { seconds: sum.seconds + session.seconds, visits: sum.visits + session.visits });
      timeByAttempt.set(owner, perPage);
    }
    const timeOf = (attempt: number) => timeByAttempt.get(attempt) ?? new Map();
    const current = attemptFacts(p.course_id, row.pages_order, p, timeOf(p.current_attempt_number));
    const pastAttempts = past
      .map(
        (attempt): PastAttempt => ({
          attempt: attempt.attempt_number + 1,
          status: !attempt.completed ? "in_progress" : attempt.passed ? "passed" : "failed",
          score: attempt.completed ? attempt.pass_percent : null,
          started_at: attempt.started_at.toISOString(),
          ended_at: attempt.ended_at.toISOString(),
          completed_at: attempt.completed_at?.toISOString() ?? null,
          ...attemptFacts(p.course_id, row.pages_order, attempt, timeOf(attempt.attempt_number)),
          scorm: scormOf(p.id, attempt.attempt_number),
        }),
      )
      .reverse();
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
      started_at: new Date(windows.at(-1)?.startedAt ?? p.created_at.getTime()).toISOString(),
      last_activity_at: p.updated_at.toISOString(),
      completed_at: p.completed_at?.toISOString() ?? null,
      ...current,
      scorm: scormOf(p.id, p.current_attempt_number),
      past_attempts: pastAttempts,
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
