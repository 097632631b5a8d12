/**
 * The learner's progress in the form the player keeps it (spec 3 Course progress client form) and its
 * lifecycle (spec 4 Progress lifecycle). Every function returns a new progress; none mutates.
 */

/** What can be stored as an answer: progress travels as JSON (server, browser storage, cross-window messages). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * What a block recorded about the learner's answer (spec 3 Block progress position). The SCORM session
 * reports it as an interaction: `text` is the description, `answerText` the learner response,
 * `correctAnswerText` the correct response, `correct` the result.
 */
export interface BlockProgressPosition {
  /** The block's type name as content names it (spec 3), e.g. "quiz_true_false". */
  type: string;
  /** The question as the learner saw it. */
  text: string;
  /** The learner's answer, readable. */
  answerText: string;
  correctAnswerText: string;
  /** The answer as the block keeps it, to show it again on return (an option object, a list, a text). */
  answerValue: JsonValue;
  correct: boolean;
  /** The block's question_counts_in_score when it was answered. */
  countsIsScore: boolean;
  /**
   * How long the learner spent on the question before this answer, in whole milliseconds (issue 18: the xAPI
   * `answered` statement's duration). The player measures it while the question is shown and the tab visible;
   * absent from older players' answers and from answers the player did not time (a time limit running out).
   */
  durationMs?: number;
}

/** A day: a question's answering time longer than that is no measurement (BlockProgressPosition.durationMs). */
export const MAX_ANSWER_MS = 86_400_000;

export interface BlockProgress {
  id: number;
  position: BlockProgressPosition;
}

export interface PageProgress {
  id: number;
  completed: boolean;
  /** When the page's time limit runs out, ISO 8601 in UTC; null for a page without a limit. */
  finishLimit: string | null;
}

export interface CourseProgress {
  currentPageId: number | null;
  /** Ids of completed blocks, each once, in the order they were completed. */
  completedBlocks: number[];
  blocksProgresses: BlockProgress[];
  pagesProgresses: PageProgress[];
  completed: boolean;
  passPercent: number;
  passed: boolean;
  /**
   * Ids of the blocks whose display conditions have been met, in the order they were met. A block once
   * shown stays shown (a resumed page looks as it was left); see conditions.ts.
   */
  metDisplayConditions: number[];
  /** The page order this attempt plays (shuffled and cut once, then kept); empty until the player starts. */
  desiredPagesOrder: number[];
  /** The course's attempts limit; null for unlimited. */
  attempts: number | null;
  /** 0 for the first attempt. */
  currentAttemptNumber: number;
}

/** Spec 9 defaults: pass percent 100, passed true, attempt number 0. */
export const DEFAULT_PASS_PERCENT = 100;
export const FIRST_ATTEMPT_NUMBER = 0;

/** The spec's own message when a restart is refused (spec 4). */
export const RESTART_REFUSED_MESSAGE = "course can not be started again";

/** Progress starts empty and not completed (spec 4). */
export function emptyProgress(attempts: number | null, currentAttemptNumber = FIRST_ATTEMPT_NUMBER): CourseProgress {
  return {
    currentPageId: null,
    completedBlocks: [],
    blocksProgresses: [],
    pagesProgresses: [],
    completed: false,
    passPercent: DEFAULT_PASS_PERCENT,
    passed: true,
    metDisplayConditions: [],
    desiredPagesOrder: [],
    attempts,
    currentAttemptNumber,
  };
}

export interface Score {
  passPercent: number;
  passed: boolean;
}

/** Marking completed sets completed (spec 4); finishing also stores the score it computed. */
export function markCompleted(progress: CourseProgress, score?: Score): CourseProgress {
  return { ...progress, completed: true, ...(score ?? {}) };
}

/**
 * A block id is added to the completed list once (spec 4). A new position replaces the old one: the block's
 * view decides whether an answer may be changed.
 */
export function addCompletedBlock(
  progress: CourseProgress,
  blockId: number,
  position?: BlockProgressPosition,
): CourseProgress {
  const completedBlocks = progress.completedBlocks.includes(blockId)
    ? progress.completedBlocks
    : [...progress.completedBlocks, blockId];
  const blocksProgresses = position
    ? [...progress.blocksProgresses.filter((entry) => entry.id !== blockId), { id: blockId, position }]
    : progress.blocksProgresses;
  if (completedBlocks === progress.completedBlocks && blocksProgresses === progress.blocksProgresses) return progress;
  return { ...progress, completedBlocks, blocksProgresses };
}

export const isBlockCompleted = (progress: CourseProgress, blockId: number): boolean =>
  progress.completedBlocks.includes(blockId);

export const blockPosition = (progress: CourseProgress, blockId: number): BlockProgressPosition | undefined =>
  progress.blocksProgresses.find((entry) => entry.id === blockId)?.position;

/** The last attempt: attempts is set and currentAttemptNumber is at least attempts minus 1 (spec 4). */
export function isLastAttempt(progress: Pick<CourseProgress, "attempts" | "currentAttemptNumber">): boolean {
  return progress.attempts !== null && progress.currentAttemptNumber >= progress.attempts - 1;
}

/** The completion event goes out only if the course is passed or the attempt is the last one (spec 4). */
export function shouldSendCompletionEvent(progress: CourseProgress): boolean {
  return progress.completed && (progress.passed || isLastAttempt(progress));
}

/** Restart is allowed only if the course is not (completed and passed) and it is not the last attempt (spec 4). */
export function canRestart(progress: CourseProgress): boolean {
  return !(progress.completed && progress.passed) && !isLastAttempt(progress);
}

/**
 * A fresh progress with the same attempts limit and the attempt number plus one (spec 4): answers, display
 * conditions, met conditions and the page order all start again.
 */
export function restartProgress(progress: CourseProgress): CourseProgress {
  if (!canRestart(progress)) throw new Error(RESTART_REFUSED_MESSAGE);
  return emptyProgress(progress.attempts, progress.currentAttemptNumber + 1);
}

/** Upserts the entry of one page. */
export function withPageProgress(
  progress: CourseProgress,
  pageId: number,
  patch: Partial<Omit<PageProgress, "id">>,
): CourseProgress {
  const existing = progress.pagesProgresses.find((entry) => entry.id === pageId);
  if (existing && (Object.keys(patch) as (keyof typeof patch)[]).every((key) => existing[key] === patch[key])) {
    return progress;
  }
  const next: PageProgress = { id: pageId, completed: false, finishLimit: null, ...existing, ...patch };
  const pagesProgresses = existing
    ? progress.pagesProgresses.map((entry) => (entry.id === pageId ? next : entry))
    : [...progress.pagesProgresses, next];
  return { ...progress, pagesProgresses };
}

export const pageProgress = (progress: CourseProgress, pageId: number): PageProgress | undefined =>
  progress.pagesProgresses.find((entry) => entry.id === pageId);
