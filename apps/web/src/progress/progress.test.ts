import { type CourseProgress, emptyProgress, PROGRESS_MODES, WRITE_DELAY_MS } from "@coursewright/course-model";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSessionRecorder } from "./analyticsSession";
import { createLmsStore } from "./integrationStores";
import { createLocalStore, createPreviewStore, localProgressKey } from "./localStores";
import type { Timers } from "./ProgressStore";
import { createParentChannel, HOST_SOURCE, type MessageWindow, PLAYER_SOURCE } from "./parentChannel";
import { createWriteQueue } from "./writeQueue";

const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const atPage = (pageId: number): CourseProgress => ({ ...emptyProgress(null), currentPageId: pageId });

/** A parent window that records what the player posts and can answer. */
function fakeWindow() {
  const posted: { type: string; key?: string; value?: unknown }[] = [];
  const listeners = new Set<(event: { data: unknown; source: unknown }) => void>();
  const parent = {
    postMessage(message: unknown) {
      posted.push(message as { type: string; key?: string; value?: unknown });
    },
  };
  const win: MessageWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const answer = (key: string, value: unknown, source: unknown = parent) => {
    for (const listener of listeners) listener({ data: { source: HOST_SOURCE, type: "value", key, value }, source });
  };
  return { win, posted, answer };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("progress write debounce (spec 4: 0 ms by default, 500 ms LMS, 1000 ms SCORM and server)", () => {
  for (const mode of PROGRESS_MODES) {
    const delay = WRITE_DELAY_MS[mode];
    it(`${mode}: writes the latest progress ${delay} ms after the last save`, () => {
      const written: CourseProgress[] = [];
      const queue = createWriteQueue(delay, (progress) => written.push(progress), { timers });
      queue.save(atPage(1));
      queue.save(atPage(2));
      if (delay === 0) {
        expect(written.map((p) => p.currentPageId)).toEqual([1, 2]);
        return;
      }
      vi.advanceTimersByTime(delay - 1);
      expect(written).toEqual([]);
      queue.save(atPage(3));
      vi.advanceTimersByTime(delay - 1);
      expect(written).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(written.map((p) => p.currentPageId)).toEqual([3]);
      vi.advanceTimersByTime(delay * 3);
      expect(written).toHaveLength(1);
    });
  }

  it("flush sends what is pending at once, through the urgent path (a beacon), and only once", () => {
    const written: number[] = [];
    const beaconed: number[] = [];
    const queue = createWriteQueue(1000, (p) => written.push(p.currentPageId ?? 0), {
      timers,
      urgent: (p) => beaconed.push(p.currentPageId ?? 0),
    });
    queue.save(atPage(4));
    queue.flush();
    vi.advanceTimersByTime(5000);
    expect(beaconed).toEqual([4]);
    expect(written).toEqual([]);
    queue.flush();
    expect(beaconed).toEqual([4]);
  });

  it("the LMS store posts set_value 500 ms after the last save", () => {
    const { win, posted } = fakeWindow();
    const store = createLmsStore(7, "u-1", createParentChannel(win, timers), timers);
    store.save(atPage(1));
    vi.advanceTimersByTime(499);
    expect(posted.filter((m) => m.type === "set_value")).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posted.filter((m) => m.type === "set_value")).toHaveLength(1);
  });

  it("the LMS store tells the parent at once which blocks' display conditions were met (spec 4)", () => {
    const lms = fakeWindow();
    createLmsStore(7, "u-1", createParentChannel(lms.win, timers), timers).conditionsMet?.([11, 12]);
    expect(lms.posted).toEqual([
      {
        source: PLAYER_SOURCE,
        type: "met_display_conditions",
        value: { course_id: 7, integration_user_id: "u-1", block_ids: [11, 12] },
      },
    ]);
  });
});

describe("cross-window reads (spec 7: a read waits for the reply with the same key for 5000 ms)", () => {
  it("resolves with the parent's reply for the same key, ignoring other keys and other windows", async () => {
    const { win, posted, answer } = fakeWindow();
    const channel = createParentChannel(win, timers);
    const read = channel.read("cmi.suspend_data");
    expect(posted).toEqual([{ source: PLAYER_SOURCE, type: "get_value", key: "cmi.suspend_data", value: {} }]);
    answer("other", "x");
    answer("cmi.suspend_data", "from a stranger", {});
    answer("cmi.suspend_data", "saved");
    await expect(read).resolves.toBe("saved");
  });

  it("LMS: a failed read is empty progress (spec 8)", async () => {
    const { win } = fakeWindow();
    const store = createLmsStore(7, null, createParentChannel(win, timers, { log: () => {} }), timers);
    const loaded = store.load();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await loaded).toEqual(emptyProgress(null));
  });
});

describe("browser storage and previews", () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
    };
  }

  it("local keeps progress under a per-course key and reads it back", async () => {
    const storage = memoryStorage();
    const store = createLocalStore(42, storage, timers);
    expect(localProgressKey(42)).toBe("course_progress_42");
    store.save(atPage(3));
    expect([...storage.items.keys()]).toEqual(["course_progress_42"]);
    expect((await createLocalStore(42, storage, timers).load())?.currentPageId).toBe(3);
    expect(await createLocalStore(43, storage, timers).load()).toBeNull();
  });

  it("local ignores a stored value that is not progress", async () => {
    const storage = memoryStorage();
    storage.setItem(localProgressKey(1), "{not json");
    expect(await createLocalStore(1, storage, timers).load()).toBeNull();
  });

  it("a preview starts again as a new learner even when a learner could not (passed, attempts used up)", async () => {
    const preview = createPreviewStore("preview");
    const passedLast: CourseProgress = { ...emptyProgress(2, 1), completed: true, passed: true, passPercent: 100 };
    const fresh = await preview.restart(passedLast);
    expect(fresh).toEqual(emptyProgress(2));
    expect((await preview.load())?.currentAttemptNumber).toBe(emptyProgress(2).currentAttemptNumber);
  });

  it("standalone_preview keeps nothing; preview keeps progress in memory only", async () => {
    const standalone = createPreviewStore("standalone_preview");
    standalone.save(atPage(2));
    expect(await standalone.load()).toBeNull();
    const preview = createPreviewStore("preview");
    preview.save(atPage(2));
    expect((await preview.load())?.currentPageId).toBe(2);
  });
});

describe("analytics session (spec 4: page sessions open and close per page)", () => {
  it("records one page session per page shown and starts a new session after ending one", () => {
    let now = Date.UTC(2026, 0, 1);
    const recorder = createSessionRecorder(() => now);
    recorder.openPage(1);
    now += 1000;
    recorder.openPage(2);
    now += 1000;
    const session = recorder.end();
    expect(session?.page_sessions.map((s) => s.page_id)).toEqual([1, 2]);
    expect(session?.started_at).toBe("2026-01-01T00:00:00.000Z");
    expect(session?.ended_at).toBe("2026-01-01T00:00:02.000Z");
    now += 1000;
    expect(recorder.end()?.page_sessions.map((s) => s.page_id)).toEqual([2]);
  });

  it("sends parts while it runs: each carries only what is new, later ones continue the session", () => {
    let now = Date.UTC(2026, 0, 1);
    const recorder = createSessionRecorder(() => now);
    expect(recorder.flush()).toBeNull();
    recorder.openPage(1);
    now += 1000;
    const first = recorder.flush();
    expect(first).toEqual({
      started_at: "2026-01-01T00:00:00.000Z",
      ended_at: "2026-01-01T00:00:01.000Z",
      page_sessions: [{ page_id: 1, started_at: "2026-01-01T00:00:00.000Z", ended_at: "2026-01-01T00:00:01.000Z" }],
    });
    // Nothing new at the same instant: nothing to send.
    expect(recorder.flush()).toBeNull();
    now += 2000;
    recorder.openPage(2);
    now += 1000;
    const second = recorder.flush();
    expect(second?.continued).toBe(true);
    expect(second?.started_at).toBe("2026-01-01T00:00:00.000Z");
    // Page 1 goes on from where the first part cut it (the server joins the two into one visit).
    expect(second?.page_sessions).toEqual([
      { page_id: 1, started_at: "2026-01-01T00:00:01.000Z", ended_at: "2026-01-01T00:00:03.000Z" },
      { page_id: 2, started_at: "2026-01-01T00:00:03.000Z", ended_at: "2026-01-01T00:00:04.000Z" },
    ]);
    now += 1000;
    const last = recorder.end();
    expect(last?.continued).toBe(true);
    expect(last?.page_sessions).toEqual([
      { page_id: 2, started_at: "2026-01-01T00:00:04.000Z", ended_at: "2026-01-01T00:00:05.000Z" },
    ]);
    // After the end a new session starts: its first part is not a continuation.
    now += 1000;
    const next = recorder.flush();
    expect(next?.continued).toBeUndefined();
    expect(next?.started_at).toBe("2026-01-01T00:00:05.000Z");
  });

  it("cuts the open page at one instant, so its next piece starts exactly where the sent one ends", () => {
    // A clock that moves on every reading, as a real one may between two calls.
    let now = Date.UTC(2026, 0, 1);
    const recorder = createSessionRecorder(() => now++);
    recorder.openPage(1);
    now += 1000;
    const first = recorder.flush();
    now += 1000;
    const second = recorder.flush();
    expect(second?.page_sessions[0]?.started_at).toBe(first?.page_sessions[0]?.ended_at);
  });

  it("logs 'page session not found' when closing a page that is not open", () => {
    const log = vi.fn();
    createSessionRecorder(Date.now, log).closePage(5);
    expect(log).toHaveBeenCalledWith("page session not found", 5);
  });
});
