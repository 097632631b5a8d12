import { randomUUID } from "node:crypto";
import { COURSE_MODE, type QuizBlock, type ServerBlockProgress } from "@coursewright/course-model";
import type { XapiReported } from "../../db/schema";
import { xapiInteraction } from "./interactions";
import { type Activity, ADL, activityIds, type Statement, VERBS, type Verb } from "./vocabulary";

/**
 * The statements a learner's attempt has earned since it last reported (issue 18): a pure diff of the stored
 * progress against what xapi_attempts says was reported, so a progress written ten times reports each event once.
 */

export interface Learner {
  id: number;
  name: string;
  email: string;
  /** Integration learners carry a made-up address (…@integrations.invalid): never an mbox. */
  integration_id: number | null;
}

export interface AttemptFacts {
  publicUrl: string;
  useMbox: boolean;
  learner: Learner;
  course: { id: number; title: string; mode: number };
  pageTitles: ReadonlyMap<number, string>;
  /** The course's question blocks by id, as they are now: their options make the interactions' components. */
  questions: ReadonlyMap<number, QuizBlock>;
  registration: string;
  /** The attempt as stored (0 first); statements say it 1-based, as reports do ("Attempt 1"). */
  attempt: number;
  startedAt: Date;
  now: Date;
}

/** The progress as stored (or as archived when the attempt was ended by start_again). */
export interface AttemptState {
  current_page_id: number | null;
  completed: boolean;
  passed: boolean;
  pass_percent: number;
  desired_pages_order: number[];
  pages_progresses: { page_id: number; completed: boolean }[];
  blocks_progresses: ServerBlockProgress[];
  /** The attempt is over (the learner started again): it is terminated whatever else it reached. */
  ended: boolean;
}

export const NOTHING_REPORTED: XapiReported = {
  pages: [],
  answers: {},
  completed: false,
  judged: false,
  terminated: false,
};

/** Texts in statements are the learner's or the creator's; an LRS need not keep more than this of each. */
const MAX_TEXT = 4000;
const cut = (text: string, max = MAX_TEXT) => [...text].slice(0, max).join("");
/** A language map whose language we do not know (the course has no language field): "und", RFC 5646. */
const named = (text: string) => ({ und: cut(text, 500) || "-" });

/** ISO 8601 duration, to the hundredth of a second (xAPI 4.2.7 rounds there). */
export function isoDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 10) / 100);
  return `PT${seconds}S`;
}

function actorOf(facts: AttemptFacts): Statement["actor"] {
  const { learner } = facts;
  if (facts.useMbox && learner.integration_id === null && learner.email.includes("@"))
    return { objectType: "Agent", name: learner.name, mbox: `mailto:${learner.email}` };
  return { objectType: "Agent", name: learner.name, account: { homePage: facts.publicUrl, name: String(learner.id) } };
}

/** The answer reported for a block: changes when the learner answers again. */
const answerKey = (block: ServerBlockProgress) =>
  JSON.stringify([block.user_answer, block.position?.answerText ?? "", block.position?.correct ?? null]);

export function diffStatements(
  facts: AttemptFacts,
  previously: XapiReported | null,
  state: AttemptState,
): { statements: Statement[]; reported: XapiReported } {
  const ids = activityIds(facts.publicUrl, facts.course.id);
  const course: Activity = {
    objectType: "Activity",
    id: ids.course,
    definition: { type: ADL.activity.course, name: named(facts.course.title) },
  };
  const actor = actorOf(facts);
  const statements: Statement[] = [];
  const make = (verb: Verb, object: Activity, extra: Pick<Statement, "result"> = {}) => {
    statements.push({
      id: randomUUID(),
      actor,
      verb: VERBS[verb],
      object,
      ...extra,
      context: {
        registration: facts.registration,
        platform: "Coursewright",
        ...(object.id === course.id ? {} : { contextActivities: { parent: [course] } }),
        extensions: { [ids.attemptExtension]: facts.attempt + 1 },
      },
      // One millisecond apart: a store that orders by timestamp keeps the order they happened in.
      timestamp: new Date(facts.now.getTime() + statements.length).toISOString(),
    });
  };
  const reported: XapiReported = previously
    ? { ...previously, pages: [...previously.pages], answers: { ...previously.answers } }
    : { ...NOTHING_REPORTED, pages: [], answers: {} };
  if (reported.terminated) return { statements, reported };
  if (!previously) {
    make("launched", course);
    make("initialized", course);
  }

  // A page is experienced once the learner is on it or has completed it, in the order the attempt deals them.
  const seen = new Set(reported.pages);
  const reached = new Set(state.pages_progresses.filter((page) => page.completed).map((page) => page.page_id));
  if (state.current_page_id !== null) reached.add(state.current_page_id);
  const order = [...state.desired_pages_order, ...reached];
  for (const pageId of order) {
    if (seen.has(pageId) || !reached.has(pageId)) continue;
    seen.add(pageId);
    reported.pages.push(pageId);
    make("experienced", {
      objectType: "Activity",
      id: ids.page(pageId),
      definition: { type: ADL.activity.lesson, name: named(facts.pageTitles.get(pageId) ?? `${pageId}`) },
    });
  }

  for (const block of state.blocks_progresses) {
    const position = block.position;
    if (!block.completed || !position) continue;
    const key = answerKey(block);
    if (reported.answers[block.block_id] === key) continue;
    reported.answers[block.block_id] = key;
    const scored = position.countsIsScore;
    const score = position.correct ? 1 : 0;
    const interaction = xapiInteraction(facts.questions.get(block.block_id), position);
    make(
      "answered",
      {
        objectType: "Activity",
        id: ids.block(block.block_id),
        definition: {
          type: ADL.activity.interaction,
          ...(position.text ? { description: named(position.text) } : {}),
          name: named(position.text || position.type),
          ...interaction.definition,
        },
      },
      {
        result: {
          response: cut(interaction.response),
          // The time the player measured on the question (absent from older players' answers).
          ...(position.durationMs !== undefined ? { duration: isoDuration(position.durationMs) } : {}),
          ...(scored ? { success: position.correct, score: { scaled: score, raw: score, min: 0, max: 1 } } : {}),
        },
      },
    );
  }

  const duration = isoDuration(facts.now.getTime() - facts.startedAt.getTime());
  if (state.completed && !reported.completed) {
    reported.completed = true;
    make("completed", course, { result: { completion: true, duration } });
  }
  // Presentation mode keeps no score: only a learning course passes or fails.
  if (state.completed && !reported.judged && facts.course.mode === COURSE_MODE.LEARNING) {
    reported.judged = true;
    const scaled = Math.min(100, Math.max(0, state.pass_percent)) / 100;
    make(state.passed ? "passed" : "failed", course, {
      result: {
        success: state.passed,
        completion: true,
        duration,
        score: { scaled, raw: Math.round(scaled * 100), min: 0, max: 100 },
      },
    });
  }
  if (state.completed || state.ended) {
    reported.terminated = true;
    make("terminated", course, { result: { duration } });
  }
  return { statements, reported };
}
