// Factories for the xAPI tests: a creator's quiz course shared with a learner, and the learner's progress calls.
import { BLOCK_TYPE } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { courses, pageBlocks } from "../../db/schema";
import { bearer, type TestContext } from "../../test/context";
import { blockValues } from "../courses/testing";
import { invitedLearner } from "../shares/testing";
import type { TestLrs } from "./testLrs";

/** Two pages; the first holds one single-choice question ("a" is right). */
export async function quizCourse(t: TestContext, options: { minPassPercent?: number } = {}) {
  const shared = await invitedLearner(t, { pages: 2, title: "Fire safety" });
  const [first, second] = shared.pages;
  if (!first || !second) throw new Error("no pages");
  const [question] = await t.db
    .insert(pageBlocks)
    .values({
      ...blockValues(shared.course.id, first.id, 0, BLOCK_TYPE.QUIZ_SINGLE_CHOICE),
      text: "<p>Which extinguisher for oil?</p>",
      settings: {
        options: [
          { id: "a", text: "Foam", correct: true },
          { id: "b", text: "Water", correct: false },
        ],
      },
    })
    .returning();
  if (!question) throw new Error("no question");
  await t.db
    .update(courses)
    .set({ min_pass_percent: options.minPassPercent ?? 100, updated_at: new Date() })
    .where(eq(courses.id, shared.course.id));
  return { ...shared, pageIds: [first.id, second.id] as const, questionId: question.id };
}

export type QuizCourse = Awaited<ReturnType<typeof quizCourse>>;

export const lrsSettings = (lrs: TestLrs, patch: Record<string, unknown> = {}) => ({
  endpoint: lrs.endpoint,
  key: lrs.key,
  secret: lrs.secret,
  use_mbox: false,
  ...patch,
});

interface ProgressWrite {
  page: 0 | 1;
  answer?: "a" | "b";
  completed?: boolean;
  attempt?: number;
  /** The time the player measured on the question (sent as old players send nothing when absent). */
  durationMs?: unknown;
}

/** The learner's calls of the player, as the browser makes them. */
export function playerCalls(t: TestContext, quiz: QuizCourse) {
  const token = quiz.learner.token;
  return {
    async open(): Promise<number> {
      const res = await t.inject({
        url: `/api/course_player/get_progress/${quiz.course.id}?share_id=${quiz.share.id}`,
        headers: bearer(token),
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().data.id;
    },
    /** Answers 200, or throws with the body; `durationMs` sends the answer's position as the player makes it. */
    async write(progressId: number, state: ProgressWrite) {
      const res = await this.send(progressId, state);
      if (res.statusCode !== 200) throw new Error(res.body);
    },
    send(progressId: number, state: ProgressWrite) {
      const [first, second] = quiz.pageIds;
      const answered = state.answer !== undefined;
      const position =
        state.answer !== undefined && state.durationMs !== undefined
          ? {
              type: "quiz_single_choice",
              text: "Which extinguisher for oil?",
              answerText: state.answer === "a" ? "Foam" : "Water",
              correctAnswerText: "Foam",
              answerValue: state.answer,
              correct: state.answer === "a",
              countsIsScore: true,
              durationMs: state.durationMs,
            }
          : null;
      return t.inject({
        method: "POST",
        url: `/api/course_player/update_progress/${progressId}`,
        headers: bearer(token),
        payload: {
          current_page_id: state.page === 0 ? first : second,
          completed: state.completed ?? false,
          passed: true,
          pass_percent: 100,
          met_display_conditions: [],
          current_attempt_number: state.attempt ?? 0,
          desired_pages_order: [first, second],
          pages_progresses: [
            { page_id: first, completed: answered, finish_limit: null },
            { page_id: second, completed: state.completed ?? false, finish_limit: null },
          ],
          blocks_progresses: answered
            ? [{ block_id: quiz.questionId, completed: true, correct: true, user_answer: state.answer, position }]
            : [],
        },
      });
    },
    async startAgain(progressId: number) {
      const res = await t.inject({
        method: "POST",
        url: `/api/course_player/start_again/${progressId}`,
        headers: bearer(token),
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    },
  };
}
