import {
  type BlockAction,
  type BlockProgressPosition,
  type CourseProgress,
  completeBlock,
  expireTimeLimit,
  getBlockTraits,
  goNext,
  goPrevious,
  isPreviewMode,
  newlyMetConditions,
  nextPageId,
  openPage,
  type PageBlock,
  type PlayerState,
  pageOrderOf,
  playerAction,
  RESTART_REFUSED_MESSAGE,
  startPlayer,
  startPlayerAt,
  timedOutQuestions,
} from "@coursewright/course-model";
import { type AnalyticsSession, createSessionRecorder, type SessionRecorder } from "../progress/analyticsSession";
import { createProgressStore, isServerStore, type PlayerQuery, samePlayerQuery } from "../progress/createProgressStore";
import type { ProgressStore } from "../progress/ProgressStore";
import { loadThemeCss } from "../themes/themeCss";
import { isNotShared, leaveOnFailure, playerApi } from "./api";
import { shellPage } from "./loadedPages";
import { loadJudging } from "./loadJudging";
import { loadPage, type PageFetchRun, prefetch, refreshPage, stalePages } from "./pageFetches";
import { INITIAL_SCREEN, usePlayerStore } from "./playerScreenState";
import { loadedQuestionClock } from "./questionClockHandle";
import { takeOverStored } from "./storedProgress";

export { type PlayerPhase, type PlayerScreenState, usePlayerStore } from "./playerScreenState";

const get = usePlayerStore.getState;
const set = usePlayerStore.setState;

/** One run of the player: the course it plays, where progress goes, the page fetches under way. */
interface Run extends PageFetchRun {
  courseId: number;
  recorder: SessionRecorder | null;
  /** Settles when the first page is shown (or the start failed). */
  started: Promise<void>;
  /** Keeps the media URLs of the page shown from running out (see keepShownPageFresh). */
  freshnessTimer: ReturnType<typeof setInterval> | null;
}

/** How often the page shown is checked for media URLs about to run out. */
const FRESHNESS_CHECK_MS = 15_000;

let run: Run | null = null;

/** Runs an engine transition and what follows from it: the write, the page session, the completion event. */
function apply(transition: (state: PlayerState) => PlayerState): void {
  const before = get().engine;
  const store = run?.store;
  if (!before || !run || !store) return;
  const after = transition(before);
  if (after === before) return;
  set({ engine: after });
  if (after.progress !== before.progress) {
    store.save(after.progress);
    // Spec 4: met display conditions are sent to the integration as they are met.
    const met = newlyMetConditions(before, after);
    if (met.length > 0) store.conditionsMet?.(met);
  }
  if (after.activePageId !== before.activePageId) {
    if (before.activePageId !== null) run.recorder?.closePage(before.activePageId);
    if (after.activePageId !== null) run.recorder?.openPage(after.activePageId);
    if (after.activePageId === null) store.finished(after.progress);
  }
}

/** Another window's progress, which the server kept, replaces this page's (see takeOverStored). */
function takeOver(current: Run, stored: CourseProgress): void {
  const before = get().engine;
  if (run !== current || !before) return;
  const taken = takeOverStored(before, stored, get().takeOver);
  if (!taken) return;
  const after = taken.engine;
  set({ engine: after, takeOver: taken.takeOver, restartError: null });
  if (before.activePageId !== after.activePageId) {
    if (before.activePageId !== null) current.recorder?.closePage(before.activePageId);
    if (after.activePageId !== null) current.recorder?.openPage(after.activePageId);
  }
  if (after.activePageId !== null) void whenLoaded([after.activePageId], () => undefined);
}

/**
 * Moves only once the page to show (or, to finish, every page to score) has its blocks, and the page to show has
 * media URLs that still work (it is read again when they are about to run out: mediaFreshness.ts).
 */
async function whenLoaded(pageIds: readonly number[], then: () => void): Promise<void> {
  const current = run;
  if (!current) return;
  const missing = pageIds.filter((id) => !get().loaded.has(id));
  // Finishing scores pages without showing them: only a single page to show needs fresh URLs.
  const stale = pageIds.length === 1 ? stalePages(current, pageIds) : [];
  if (missing.length + stale.length > 0) {
    set({ waiting: true });
    try {
      const shown = get().engine?.activePageId;
      await Promise.all([
        ...missing.map((id) => loadPage(current, id)),
        ...stale.map((id) => refreshPage(current, id, id === shown ? "media" : "whole")),
      ]);
    } catch (error) {
      if (!leaveOnFailure(error)) console.error("loading a page failed", error);
      return;
    } finally {
      set({ waiting: false });
    }
  }
  if (run === current) then();
}

/**
 * The page shown gets fresh media URLs before its own run out, so a video played, an image revealed or a file
 * downloaded after minutes on the page still loads. A failure is left to the next check (or the next move).
 */
function keepShownPageFresh(current: Run): void {
  const shown = get().engine?.activePageId;
  if (current.disposed || shown == null || stalePages(current, [shown]).length === 0) return;
  refreshPage(current, shown, "media").catch((error: unknown) => console.warn("refreshing media URLs failed", error));
}

/**
 * Starts playing a course: the course and the saved progress are fetched together, then the page to show
 * first. A run of the same course and query that is already under way is kept (the player's entry starts it
 * before React draws anything, and the screen asks again when it mounts).
 */
export function startRun(courseId: number, query: PlayerQuery): Promise<void> {
  if (run && run.courseId === courseId && samePlayerQuery(run.query, query)) return run.started;
  stopRun();
  loadedQuestionClock()?.reset();
  const current: Run = {
    courseId,
    query,
    store: null,
    recorder: null,
    fetches: new Map(),
    freshness: new Map(),
    refreshes: new Map(),
    disposed: false,
    started: Promise.resolve(),
    freshnessTimer: null,
  };
  run = current;
  set(INITIAL_SCREEN);
  current.started = begin(current);
  return current.started;
}

/** Where progress goes: chosen (and, for an embedded player, loaded) while the course is being fetched. */
async function openStore(current: Run): Promise<ProgressStore> {
  const store = await createProgressStore(current.courseId, current.query);
  if (current.disposed) {
    store.dispose();
    throw new Error("the player was closed");
  }
  current.store = store;
  current.recorder = isServerStore(store) ? createSessionRecorder() : null;
  store.onStale?.((stored) => takeOver(current, stored));
  set({ mode: store.mode, persists: store.persists });
  return store;
}

async function begin(current: Run): Promise<void> {
  const { courseId, query } = current;
  try {
    const opened = openStore(current);
    const [course, saved, store] = await Promise.all([
      playerApi.course(courseId, query.shareId),
      opened.then((store) => store.load()),
      opened,
    ]);
    if (current.disposed) return;
    // The page asked for (the builder's preview of the page being edited) opens first, unless progress says
    // where; a learner's address opens only a page they have opened before (course-model startPlayerAt).
    const first = startPlayerAt({ course, pages: course.pages.map(shellPage), topics: course.topics }, saved, {
      pageId: query.pageId,
      anyPage: isPreviewMode(store.mode),
    });
    set({ course, engine: first });
    // A course with its own theme needs the theme code before it is shown (themes/themeCss.ts).
    await Promise.all([
      course.theme ? loadThemeCss() : null,
      first.activePageId === null ? null : loadPage(current, first.activePageId),
    ]);
    if (current.disposed) return;
    const engine = get().engine ?? first;
    // Kept at once: the dealt page order and the page's time limit must survive a reload.
    store.save(engine.progress);
    if (engine.activePageId !== null) current.recorder?.openPage(engine.activePageId);
    set({ phase: "ready" });
    void prefetch(current);
    current.freshnessTimer = setInterval(() => keepShownPageFresh(current), FRESHNESS_CHECK_MS);
  } catch (error) {
    if (current.disposed) return;
    if (isNotShared(error)) {
      set({ phase: "denied" });
      return;
    }
    if (leaveOnFailure(error)) {
      set({ phase: "left" });
      return;
    }
    console.error("starting the player failed", error);
    set({ phase: "failed" });
  }
}

/**
 * The page is hidden or closing, or it is time for the regular send (sessionFlushes.ts): pending progress and
 * the analytics session's new part go out now. The session goes on; leaving the player (stopRun) ends it.
 */
export function flushRun(): void {
  sendSession((recorder) => recorder.flush());
}

function sendSession(take: (recorder: SessionRecorder) => AnalyticsSession | null): void {
  const store = run?.store;
  if (!run || !store) return;
  store.flush();
  const session = run.recorder ? take(run.recorder) : null;
  if (session && isServerStore(store)) store.recordSession(session);
}

export function stopRun(): void {
  if (!run) return;
  sendSession((recorder) => recorder.end());
  run.store?.dispose();
  if (run.freshnessTimer !== null) clearInterval(run.freshnessTimer);
  run.disposed = true;
  run = null;
}

export function interact(blockId: number, position?: BlockProgressPosition): void {
  apply((state) => completeBlock(state, blockId, position));
}

/**
 * A question was answered: judged here by course-model (so every view scores the same way) and kept as the
 * block's position; the block completes with it. A block answers once per attempt (the view locks itself).
 * The judging arrived with the question's page (preloadViews.ts), so this waits for nothing in practice.
 */
export async function answer(blockId: number, value: unknown): Promise<void> {
  const current = run;
  const engine = get().engine;
  const block = engine?.pages.flatMap((page) => page.page_blocks).find((candidate) => candidate.id === blockId);
  if (!block || !current) return;
  let judging: Awaited<ReturnType<typeof loadJudging>>;
  try {
    judging = await loadJudging();
  } catch (error) {
    console.error("loading the judging failed", error);
    return;
  }
  if (run !== current) return;
  const judged = judging.judgeAnswer(block, value);
  // The time the learner spent on the question travels with the answer (the xAPI answered statement's duration).
  const spent = loadedQuestionClock()?.spentMs(blockId) ?? null;
  interact(blockId, spent === null ? judged.position : { ...judged.position, durationMs: spent });
  current.store?.answered?.(block, value, judged);
}

export function next(): void {
  const engine = get().engine;
  if (!engine) return;
  const target = nextPageId(pageOrderOf(engine), engine.activePageId);
  // Finishing scores every page of the attempt: all of them must have their blocks.
  void whenLoaded(target === null ? pageOrderOf(engine) : [target], () => apply((state) => goNext(state)));
}

export function previous(): void {
  const engine = get().engine;
  if (!engine) return;
  const order = pageOrderOf(engine);
  const index = order.indexOf(engine.activePageId ?? -1);
  const target = index > 0 ? order[index - 1] : undefined;
  void whenLoaded(target === undefined ? [] : [target], () => apply((state) => goPrevious(state)));
}

export function goToPage(pageId: number): void {
  void whenLoaded([pageId], () => apply((state) => openPage(state, pageId)));
}

/**
 * The page's time ran out: unanswered questions fail with '-' (spec 4), each reported like a judged answer
 * (the SCORM mode's interaction: result wrong, the answer the engine stored). The learner is told which
 * before the player moves on (timeUp in the screen state; continueAfterTimeUp moves on).
 */
export function timeUp(): void {
  const before = get().engine;
  if (!before || before.activePageId === null) return;
  apply((state) => expireTimeLimit(state));
  const engine = get().engine;
  if (!engine) return;
  const marked = engine === before ? [] : timedOutQuestions(before, engine);
  reportTimedOut(marked, engine);
  set({ timeUp: { questionIds: marked.map((block) => block.id) } });
}

/** The learner has read what the time limit did: the player moves on as it would have. */
export function continueAfterTimeUp(): void {
  if (!get().timeUp) return;
  set({ timeUp: null });
  next();
}

/** The questions the time limit has just failed, as answers of '-'. */
function reportTimedOut(marked: readonly PageBlock[], after: PlayerState): void {
  const store = run?.store;
  if (!store?.answered) return;
  for (const block of marked) {
    if (!getBlockTraits(block.type).isQuiz) continue;
    const position = after.progress.blocksProgresses.find((entry) => entry.id === block.id)?.position;
    if (position) store.answered(block, position.answerValue, { correct: false });
  }
}

export function runAction(action: BlockAction): void {
  const engine = get().engine;
  if (!engine) return;
  const resolved = playerAction(engine, action);
  if (!resolved) return;
  if (resolved.kind === "go_to_page") goToPage(resolved.pageId);
  else window.open(resolved.url, resolved.target, "noopener,noreferrer");
}

export async function startAgain(): Promise<void> {
  const current = run;
  const engine = get().engine;
  if (!current || !engine) return;
  const store = current?.store;
  if (!store) return;
  set({ restarting: true, restartError: null });
  try {
    const fresh = await store.restart(engine.progress);
    if (run !== current) return;
    const restarted = startPlayer(engine.input, fresh);
    loadedQuestionClock()?.reset();
    set({ engine: restarted });
    store.save(restarted.progress);
    if (restarted.activePageId !== null) {
      current.recorder?.openPage(restarted.activePageId);
      await whenLoaded([restarted.activePageId], () => undefined);
    }
  } catch (error) {
    // Spec 8: a restart failure is only logged; the refusal's sentence is shown where the button was.
    console.error("starting again failed", error);
    const message = error instanceof Error && error.message !== RESTART_REFUSED_MESSAGE ? error.message : null;
    set({ restartError: message ?? RESTART_REFUSED_MESSAGE });
  } finally {
    set({ restarting: false });
  }
}

/** Tries the start again after a failure (the retry button). */
export function retry(): void {
  if (!run) return;
  const { courseId, query } = run;
  stopRun();
  void startRun(courseId, query);
}
