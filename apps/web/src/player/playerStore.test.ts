import {
  BLOCK_TYPE,
  type CourseProgress,
  type CourseWithContents,
  emptyProgress,
  type FullPage,
  type PageBlock,
} from "@coursewright/course-model";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// The engine's own fixtures (not exported by the package: tests only).
import { course, page, playerBlock } from "../../../../packages/course-model/src/player/testFixtures";
import type { ProgressStore } from "../progress/ProgressStore";

const store = vi.hoisted(() => ({
  current: null as unknown as ProgressStore,
}));
const api = vi.hoisted(() => ({ course: vi.fn(), page: vi.fn() }));

vi.mock("./api", () => ({ playerApi: api, leaveOnFailure: () => false }));
vi.mock("./preloadViews", () => ({ preloadPageViews: () => undefined }));
vi.mock("../progress/createProgressStore", () => ({
  createProgressStore: () => store.current,
  isServerStore: () => false,
}));

const { answer, next, previous, startRun, stopRun, timeUp, usePlayerStore } = await import("./playerStore");

const question = (id: number, type: number, settings: Record<string, unknown>): PageBlock =>
  playerBlock(id, 10, type as PageBlock["type"], { settings, text: `<p>Question ${id}</p>` });
const trueFalse = question(100, BLOCK_TYPE.QUIZ_TRUE_FALSE, { correct_answer: true });
const choice = question(101, BLOCK_TYPE.QUIZ_SINGLE_CHOICE, {
  options: [
    { id: "a", text: "A", correct: true },
    { id: "b", text: "B", correct: false },
  ],
});
const timed = page(10, null, 0, { time_limit: 60 });

/** The listener the player gives the store for progress another window wrote. */
const stale = { listener: null as ((stored: CourseProgress) => void) | null };

function fakeStore(): ProgressStore {
  return {
    onStale: (listener) => {
      stale.listener = listener;
    },
    mode: "scorm",
    persists: true,
    load: async () => null,
    save: vi.fn(),
    flush: vi.fn(),
    restart: vi.fn(),
    answered: vi.fn(),
    finished: vi.fn(),
    dispose: vi.fn(),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 22, 7, 0, 0));
  store.current = fakeStore();
  api.course.mockResolvedValue({
    ...course({ pages_order: [10, 11] }),
    topics: [],
    pages: [timed, page(11, null, 1)],
  } satisfies CourseWithContents);
  api.page.mockImplementation(async (pageId: number) => ({
    page: {
      ...(pageId === 10 ? timed : page(11, null, 1)),
      page_blocks: (pageId === 10 ? [trueFalse, choice] : []).map((block) => ({ ...block, media: [] })),
    } as FullPage,
    mediaLifetimeSeconds: 300,
  }));
});
afterEach(() => {
  stopRun();
  vi.useRealTimers();
});

describe("a page's time limit running out", () => {
  it("reports each question it failed like a judged answer: '-', wrong; the answered one is not reported again", async () => {
    await startRun(1, { mode: "scorm", shareId: null, integrationUserId: null, scormVersion: "2004", pageId: null });
    await answer(choice.id, "a");
    const answered = vi.mocked(store.current.answered);
    expect(answered).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.UTC(2026, 10, 22, 7, 1, 1));
    timeUp();
    expect(answered).toHaveBeenCalledTimes(2);
    expect(answered).toHaveBeenLastCalledWith(expect.objectContaining({ id: trueFalse.id }), "-", { correct: false });
    // Nothing more to fail: a second call reports nothing.
    timeUp();
    expect(answered).toHaveBeenCalledTimes(2);
  });
});

describe("progress another window wrote (the server refused this page's write as stale)", () => {
  const query = { mode: "scorm", shareId: null, integrationUserId: null, scormVersion: "2004", pageId: null } as const;

  it("shows the finished screen with the stored score, says so once, and goes on saving from there", async () => {
    await startRun(1, query);
    expect(usePlayerStore.getState().engine?.activePageId).toBe(10);
    stale.listener?.({ ...emptyProgress(null), completed: true, passed: true, passPercent: 75 });
    const state = usePlayerStore.getState();
    expect(state.engine?.activePageId).toBeNull();
    expect(state.engine?.progress).toMatchObject({ completed: true, passed: true, passPercent: 75 });
    expect(state.takeOver).toEqual({ elsewhere: "finished", count: 1 });
    // The same refusal again (a second write in flight) changes nothing.
    stale.listener?.({ ...emptyProgress(null), completed: true, passed: true, passPercent: 75 });
    expect(usePlayerStore.getState().takeOver?.count).toBe(1);
  });

  it("goes on with the newer attempt on its page when the course was started again elsewhere", async () => {
    await startRun(1, query);
    stale.listener?.({ ...emptyProgress(null, 1), currentPageId: 11, desiredPagesOrder: [10, 11] });
    await vi.waitFor(() => expect(usePlayerStore.getState().loaded.has(11)).toBe(true));
    const state = usePlayerStore.getState();
    expect(state.engine?.activePageId).toBe(11);
    expect(state.engine?.progress.currentAttemptNumber).toBe(1);
    expect(state.takeOver).toEqual({ elsewhere: "started_again", count: 1 });
  });

  it("ignores progress handed on after the player was closed", async () => {
    await startRun(1, query);
    const listener = stale.listener;
    stopRun();
    listener?.({ ...emptyProgress(null), completed: true });
    expect(usePlayerStore.getState().takeOver).toBeNull();
  });
});

describe("media URLs running out (MEDIA_URL_TTL_SECONDS)", () => {
  const query = { mode: "scorm", shareId: null, integrationUserId: null, scormVersion: "2004", pageId: null } as const;
  const readsOf = (pageId: number) => api.page.mock.calls.filter(([id]) => id === pageId).length;
  /** Page 11 has an image; its URL changes with every read, as the server's would from one window to the next. */
  function withImage(): void {
    let read = 0;
    api.page.mockImplementation(async (pageId: number) => {
      read += 1;
      const image = playerBlock(110, 11, BLOCK_TYPE.IMAGE as PageBlock["type"], { completion_required: false });
      const media = [{ id: 1, order: 0, medialibrary_item: { url: `/media/5/a.png?exp=${read}&sig=s` } }];
      return {
        page: {
          ...(pageId === 10 ? page(10, null, 0) : page(11, null, 1)),
          page_blocks: pageId === 10 ? [] : [{ ...image, media }],
        } as unknown as FullPage,
        mediaLifetimeSeconds: 300,
      };
    });
  }
  const imageUrl = () =>
    (usePlayerStore.getState().media.get(110)?.[0] as { medialibrary_item?: { url?: string } } | undefined)
      ?.medialibrary_item?.url;

  beforeEach(() => api.page.mockClear());

  it("reads a page again before showing it once its URLs may have run out, not before", async () => {
    withImage();
    await startRun(1, query);
    await vi.waitFor(() => expect(readsOf(11)).toBe(1));
    const first = imageUrl();
    // Four minutes later (the lifetime was five): still fresh, shown as read.
    vi.setSystemTime(Date.now() + 239_000);
    next();
    await vi.waitFor(() => expect(usePlayerStore.getState().engine?.activePageId).toBe(11));
    expect(readsOf(11)).toBe(1);
    previous();
    await vi.waitFor(() => expect(usePlayerStore.getState().engine?.activePageId).toBe(10));
    // A minute before the lifetime ends: read again, and shown with the new URL.
    vi.setSystemTime(Date.now() + 2_000);
    next();
    await vi.waitFor(() => expect(usePlayerStore.getState().engine?.activePageId).toBe(11));
    expect(readsOf(11)).toBe(2);
    expect(imageUrl()).not.toBe(first);
  });

  it("renews the URLs of the page shown before they run out, leaving the page itself as it is", async () => {
    withImage();
    await startRun(1, query);
    next();
    await vi.waitFor(() => expect(usePlayerStore.getState().engine?.activePageId).toBe(11));
    const engine = usePlayerStore.getState().engine;
    const before = imageUrl();
    const reads = readsOf(11);
    await vi.advanceTimersByTimeAsync(230_000);
    expect(readsOf(11)).toBe(reads);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(readsOf(11)).toBe(reads + 1);
    expect(imageUrl()).not.toBe(before);
    expect(usePlayerStore.getState().engine).toBe(engine);
    // Pages without media are never read again for it.
    expect(readsOf(10)).toBe(1);
  });
});
