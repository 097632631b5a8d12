import type { PageBlock } from "../course/block";
import type { Course } from "../course/course";
import { failUnfinishedQuestions, isPageComplete, unfinishedPageId } from "./completion";
import { trackMetConditions } from "./conditions";
import { nextPageId, previousPageId } from "./navigation";
import { playOrder, resolvePageId } from "./pageOrder";
import {
  addCompletedBlock,
  type BlockProgressPosition,
  type CourseProgress,
  emptyProgress,
  markCompleted,
  restartProgress,
  withPageProgress,
} from "./progress";
import { computeScore } from "./scoring";
import { isExpired, startPageTimer } from "./timeLimit";
import { envNow, envRandom, type PlayerEnv, type PlayerInput, type PlayerPage } from "./types";

/**
 * The course player as a state machine (spec 4 Course player): every function takes a state and returns the
 * next one; React renders it and a ProgressStore writes `progress` wherever the mode keeps it.
 */
export interface PlayerState {
  /** What the player was started with, kept so a restart can deal a new page order. */
  input: PlayerInput;
  course: Course;
  /** This attempt's pages, in play order. */
  pages: readonly PlayerPage[];
  /** The page shown; null once the course is finished (the finished screen). */
  activePageId: number | null;
  progress: CourseProgress;
}

export const pageOrderOf = (state: PlayerState): number[] => state.pages.map((page) => page.id);

export const findPage = (state: PlayerState, pageId: number | null): PlayerPage | undefined =>
  pageId === null ? undefined : state.pages.find((page) => page.id === pageId);

export const activePage = (state: PlayerState): PlayerPage | undefined => findPage(state, state.activePageId);

/** Blocks of every page of this attempt. */
export const attemptBlocks = (state: PlayerState): PageBlock[] => state.pages.flatMap((page) => page.page_blocks);

/**
 * Starts (or resumes) the player. Saved progress keeps its page order and page; the attempts limit is the
 * course's as it is now. Completed progress opens on the finished screen, from where the learner may start
 * again.
 */
export function startPlayer(input: PlayerInput, saved?: CourseProgress | null, env: PlayerEnv = {}): PlayerState {
  const { course } = input;
  const base = saved ? { ...saved, attempts: course.attempts } : emptyProgress(course.attempts);
  const order = playOrder(course, input.pages, {
    topics: input.topics,
    desired: base.desiredPagesOrder,
    random: envRandom(env),
  });
  const byId = new Map(input.pages.map((page) => [page.id, page]));
  const pages = order.flatMap((id) => byId.get(id) ?? []);
  const { progress } = trackMetConditions(
    { ...base, desiredPagesOrder: order },
    pages.flatMap((page) => page.page_blocks),
  );
  const state: PlayerState = { input, course, pages, activePageId: null, progress };
  return progress.completed ? state : openPage(state, progress.currentPageId, env);
}

/** Records whether a page is complete now, in its page progress (what the page list shows). */
function syncPageCompletion(state: PlayerState, pageId: number): PlayerState {
  const page = findPage(state, pageId);
  if (!page) return state;
  const progress = withPageProgress(state.progress, pageId, {
    completed: isPageComplete(page.page_blocks, state.progress),
  });
  return progress === state.progress ? state : { ...state, progress };
}

/**
 * Shows a page; an id not in this attempt's order falls back to the first page (spec 4). The first opening
 * starts the page's time limit.
 */
export function openPage(state: PlayerState, pageId: number | null, env: PlayerEnv = {}): PlayerState {
  const id = resolvePageId(pageOrderOf(state), pageId);
  const page = findPage(state, id);
  if (!page) return { ...state, activePageId: null };
  const progress = startPageTimer({ ...state.progress, currentPageId: page.id }, page, envNow(env));
  return syncPageCompletion({ ...state, activePageId: page.id, progress }, page.id);
}

/** After answers changed: conditions they meet, and the completion of the page they are on. */
function afterAnswers(state: PlayerState, progress: CourseProgress, pageId: number): PlayerState {
  const tracked = trackMetConditions(progress, attemptBlocks(state));
  return syncPageCompletion({ ...state, progress: tracked.progress }, pageId);
}

/** The learner interacted with a block (and answered, when it is a question). Blocks of other attempts' pages are ignored. */
export function completeBlock(state: PlayerState, blockId: number, position?: BlockProgressPosition): PlayerState {
  const page = state.pages.find((candidate) => candidate.page_blocks.some((block) => block.id === blockId));
  if (!page) return state;
  const progress = addCompletedBlock(state.progress, blockId, position);
  return progress === state.progress ? state : afterAnswers(state, progress, page.id);
}

/** Ids of the blocks whose display conditions were met between two states: what the integration is sent. */
export const newlyMetConditions = (before: PlayerState, after: PlayerState): number[] =>
  after.progress.metDisplayConditions.filter((id) => !before.progress.metDisplayConditions.includes(id));

/** Next is open when the page shown is complete (a page with nothing required always is). */
export function canGoNext(state: PlayerState): boolean {
  const page = activePage(state);
  return page !== undefined && isPageComplete(page.page_blocks, state.progress);
}

export const canGoPrevious = (state: PlayerState): boolean =>
  previousPageId(pageOrderOf(state), state.activePageId) !== null;

/** With no next page the course finishes (spec 4). Does nothing while the page is not complete. */
export function goNext(state: PlayerState, env: PlayerEnv = {}): PlayerState {
  if (!canGoNext(state)) return state;
  const next = nextPageId(pageOrderOf(state), state.activePageId);
  return next === null ? finish(state, env) : openPage(state, next, env);
}

export function goPrevious(state: PlayerState, env: PlayerEnv = {}): PlayerState {
  const previous = previousPageId(pageOrderOf(state), state.activePageId);
  return previous === null ? state : openPage(state, previous, env);
}

/**
 * Computes pass percent and passed, stores them and shows the finished screen (spec 4). Only an attempt whose
 * every page is complete finishes (the rule the server holds a completed attempt to, completion.ts); otherwise
 * the first page still to complete opens (one skipped by a button's page link, or holding a block a later
 * answer revealed).
 */
export function finish(state: PlayerState, env: PlayerEnv = {}): PlayerState {
  const unfinished = unfinishedPageId(state.pages, state.progress, envNow(env));
  if (unfinished !== null) return openPage(state, unfinished, env);
  const score = computeScore(state.course, attemptBlocks(state), state.progress);
  return { ...state, activePageId: null, progress: markCompleted(state.progress, score) };
}

export const isFinished = (state: PlayerState): boolean => state.activePageId === null;

/**
 * Starts the next attempt: fresh progress, a newly dealt page order, the first page. Throws
 * 'course can not be started again' when the lifecycle refuses (spec 4).
 */
export function restart(state: PlayerState, env: PlayerEnv = {}): PlayerState {
  return startPlayer(state.input, restartProgress(state.progress), env);
}

/**
 * When the shown page's time limit has run out, its unanswered questions fail with answer '-' (spec 4), which
 * completes them so the learner can go on. Before that, nothing changes.
 */
export function expireTimeLimit(state: PlayerState, env: PlayerEnv = {}): PlayerState {
  const page = activePage(state);
  if (!page) return state;
  const entry = state.progress.pagesProgresses.find((candidate) => candidate.id === page.id);
  if (!isExpired(entry?.finishLimit, envNow(env))) return state;
  const progress = failUnfinishedQuestions(page.page_blocks, state.progress);
  return progress === state.progress ? state : afterAnswers(state, progress, page.id);
}
