import { type CourseProgress, emptyProgress } from "@coursewright/course-model";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isServerStore } from "../progress/createProgressStore";
import { createLaunchedLmsStore } from "../progress/integrationStores";
import type { Timers } from "../progress/ProgressStore";
import { createParentChannel, HOST_SOURCE, type MessageEventLike, type MessageWindow } from "../progress/parentChannel";
import type { ServerProgressStore } from "../progress/serverStore";
import { embeddingOrigin } from "./hostChannel";

const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const LMS = "https://lms.example.com";

/** A parent window that records what is posted to it, and to which origin. */
function fakeWindow() {
  const posted: { message: { type: string; key?: string; value?: unknown }; target: string }[] = [];
  const listeners = new Set<(event: MessageEventLike) => void>();
  const parent = {
    postMessage(message: unknown, target: string) {
      posted.push({ message: message as { type: string }, target });
    },
  };
  const win: MessageWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const answer = (key: string, value: unknown, origin: string) => {
    for (const listener of listeners)
      listener({ data: { source: HOST_SOURCE, type: "value", key, value }, source: parent, origin });
  };
  return { win, posted, answer };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the parent channel with allowed origins", () => {
  it("takes answers only from the allowed origins", async () => {
    const { win, answer } = fakeWindow();
    const channel = createParentChannel(win, timers, { allowedOrigins: [LMS], log: () => undefined });
    const read = channel.read("course_progress");
    answer("course_progress", "forged", "https://evil.example.com");
    answer("course_progress", "real", LMS);
    await expect(read).resolves.toBe("real");
  });

  it("posts to the parent's origin when it is allowed, else to each allowed origin, never to *", () => {
    const known = fakeWindow();
    createParentChannel(known.win, timers, { allowedOrigins: ["http://app.test", LMS], parentOrigin: LMS }).post(
      "initialize",
    );
    expect(known.posted.map((p) => p.target)).toEqual([LMS]);

    const unknown = fakeWindow();
    createParentChannel(unknown.win, timers, {
      allowedOrigins: ["http://app.test", LMS],
      parentOrigin: "https://evil.example.com",
    }).post("initialize");
    expect(unknown.posted.map((p) => p.target)).toEqual(["http://app.test", LMS]);
  });

  it("keeps * and any origin without a launch (lms mode as before)", () => {
    const { win, posted } = fakeWindow();
    createParentChannel(win, timers).post("initialize");
    expect(posted[0]?.target).toBe("*");
  });
});

describe("embeddingOrigin", () => {
  it("prefers ancestorOrigins, then the referrer", () => {
    expect(embeddingOrigin({ ancestorOrigins: { length: 1, 0: LMS } }, "https://other.example/x")).toBe(LMS);
    expect(embeddingOrigin({}, "https://other.example/page?q=1")).toBe("https://other.example");
    expect(embeddingOrigin({}, "")).toBeNull();
    expect(embeddingOrigin({ ancestorOrigins: { length: 0 } }, "not a url")).toBeNull();
  });
});

describe("lms mode with a launch", () => {
  const finished: CourseProgress = { ...emptyProgress(null), completed: true, passed: true, passPercent: 80 };

  function fakeServer(saved: CourseProgress | null) {
    const calls: string[] = [];
    const server: ServerProgressStore = {
      mode: "server",
      persists: true,
      load: async () => saved,
      save: () => calls.push("save"),
      flush: () => calls.push("flush"),
      restart: async (current) => ({
        ...current,
        completed: false,
        currentAttemptNumber: current.currentAttemptNumber + 1,
      }),
      finished: () => calls.push("finished"),
      recordSession: () => calls.push("session"),
      dispose: () => calls.push("dispose"),
    };
    return { server, calls };
  }

  it("loads from the server, tells the parent initialize, and never asks it for progress", async () => {
    const { win, posted } = fakeWindow();
    const { server } = fakeServer({ ...emptyProgress(null), currentPageId: 5 });
    const store = createLaunchedLmsStore(3, "u-1", createParentChannel(win, timers), server, timers);
    expect(store.mode).toBe("lms");
    await expect(store.load()).resolves.toMatchObject({ currentPageId: 5 });
    expect(posted.map((p) => p.message.type)).toEqual(["initialize"]);
    expect(posted[0]?.message.value).toEqual({ course_id: 3, integration_user_id: "u-1" });
  });

  it("saves to the server and sends course_progress to the parent 500 ms later", () => {
    const { win, posted } = fakeWindow();
    const { server, calls } = fakeServer(null);
    const store = createLaunchedLmsStore(3, "u-1", createParentChannel(win, timers), server, timers);
    store.save({ ...emptyProgress(null), currentPageId: 7 });
    expect(calls).toEqual(["save"]);
    vi.advanceTimersByTime(499);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posted[0]?.message).toMatchObject({
      type: "set_value",
      key: "course_progress",
      value: { course_id: 3, integration_user_id: "u-1", progress: { currentPageId: 7 } },
    });
  });

  it("reports completion, restart and met display conditions to the parent, with the server kept in step", async () => {
    const { win, posted } = fakeWindow();
    const { server, calls } = fakeServer(null);
    const store = createLaunchedLmsStore(3, "u-1", createParentChannel(win, timers), server, timers);
    store.conditionsMet?.([11, 12]);
    store.finished(finished);
    const fresh = await store.restart(finished);
    expect(fresh.completed).toBe(false);
    expect(calls).toContain("finished");
    expect(posted.map((p) => p.message)).toEqual([
      {
        source: "coursewright-player",
        type: "met_display_conditions",
        value: { course_id: 3, integration_user_id: "u-1", block_ids: [11, 12] },
      },
      {
        source: "coursewright-player",
        type: "completion",
        value: { course_id: 3, integration_user_id: "u-1", passed: true, pass_percent: 80 },
      },
      {
        source: "coursewright-player",
        type: "restart",
        value: { course_id: 3, integration_user_id: "u-1", progress: fresh },
      },
    ]);
    // Analytics sessions go to the server as in server mode.
    expect(isServerStore(store)).toBe(true);
  });
});
