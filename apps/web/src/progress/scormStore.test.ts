import {
  BLOCK_TYPE,
  type CourseProgress,
  decodeSuspendData,
  emptyProgress,
  encodeSuspendData,
  judgeAnswer,
  type PageBlock,
} from "@coursewright/course-model";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Timers } from "./ProgressStore";
import { createParentChannel, HOST_SOURCE, type MessageWindow, PLAYER_SOURCE } from "./parentChannel";
import { createScormStore } from "./scormStore";
import { parseScormVersion } from "./scormVersion";

const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const atPage = (pageId: number): CourseProgress => ({ ...emptyProgress(null), currentPageId: pageId });

/** The package's launcher as the player sees it: records what is posted, answers reads. */
function fakeLauncher() {
  const posted: { type: string; key?: string; value?: unknown }[] = [];
  const listeners = new Set<(event: { data: unknown; source: unknown }) => void>();
  const parent = { postMessage: (message: unknown) => posted.push(message as (typeof posted)[number]) };
  const win: MessageWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const answer = (key: string, value: unknown) => {
    for (const listener of listeners)
      listener({ data: { source: HOST_SOURCE, type: "value", key, value }, source: parent });
  };
  const writes = () => posted.filter((m) => m.type === "set_value").map((m) => [m.key, m.value]);
  return { win, posted, answer, writes };
}

let clock = 0;
const now = () => clock;

beforeEach(() => {
  vi.useFakeTimers();
  clock = Date.UTC(2026, 10, 22, 6, 0, 0);
});
afterEach(() => vi.useRealTimers());

const trueFalse = {
  id: 7,
  type: BLOCK_TYPE.QUIZ_TRUE_FALSE,
  text: "<p>Sky is blue</p>",
  settings: { correct_answer: true },
};

describe("SCORM store, SCORM 2004", () => {
  const start = async (saved: string, count = "0") => {
    const lms = fakeLauncher();
    const store = createScormStore(createParentChannel(lms.win, timers), timers, { version: "2004", now });
    const loaded = store.load();
    lms.answer("cmi.suspend_data", saved);
    lms.answer("cmi.interactions._count", count);
    return { lms, store, progress: await loaded };
  };

  it("starts with initialize, the score range, incomplete and unknown", async () => {
    const { lms, progress } = await start("");
    expect(progress).toBeNull();
    expect(lms.posted[0]).toEqual({ source: PLAYER_SOURCE, type: "initialize", value: { version: "2004" } });
    expect(lms.writes()).toEqual([
      ["cmi.score.min", "0"],
      ["cmi.score.max", "100"],
      ["cmi.completion_status", "incomplete"],
      ["cmi.success_status", "unknown"],
    ]);
  });

  it("resumes from compact suspend data and posts each save at once with the session time (the launcher debounces)", async () => {
    const saved = encodeSuspendData(atPage(9), 64_000).data;
    const { lms, store, progress } = await start(saved);
    expect(progress).toEqual(atPage(9));
    clock += (3600 + 120 + 3) * 1000;
    store.save(atPage(10));
    // Nothing waits in the player: when the LMS closes the window, the launcher already has the latest values.
    expect(lms.writes()).toHaveLength(6);
    const [data, time] = lms.writes().slice(4);
    expect(decodeSuspendData(String(data?.[1]))).toEqual(atPage(10));
    expect(time).toEqual(["cmi.session_time", "PT0001H02M03S"]);
  });

  it("records each judged answer as the next interaction", async () => {
    const { lms, store } = await start("", "2");
    const block = trueFalse as unknown as PageBlock;
    store.answered?.(block, false, judgeAnswer(block, false));
    expect(lms.writes().slice(4)).toEqual([
      ["cmi.interactions.2.id", "question_7"],
      ["cmi.interactions.2.type", "true-false"],
      ["cmi.interactions.2.timestamp", "2026-11-22T06:00:00.00Z"],
      ["cmi.interactions.2.description", "Sky is blue"],
      ["cmi.interactions.2.learner_response", "false"],
      ["cmi.interactions.2.correct_responses.0.pattern", "true"],
      ["cmi.interactions.2.result", "incorrect"],
    ]);
    store.answered?.(block, true, judgeAnswer(block, true));
    expect(lms.writes().at(-1)).toEqual(["cmi.interactions.3.result", "correct"]);
  });

  it("a diagram with more spots than a 2004 matching interaction takes goes as two interactions, counted as two", async () => {
    const { lms, store } = await start("", "1");
    const spots = Array.from({ length: 40 }, (_, i) => ({ id: `s${i}`, x: 1, y: 1, label: `Spot ${i}` }));
    const block = { id: 8, type: BLOCK_TYPE.QUIZ_DIAGRAM, text: "<p>Label it</p>", settings: { spots } };
    const answer = Object.fromEntries(spots.map((spot) => [spot.id, spot.id]));
    store.answered?.(block as unknown as PageBlock, answer, { correct: true });
    const written = Object.fromEntries(lms.writes().slice(4));
    expect(written["cmi.interactions.1.id"]).toBe("question_8");
    expect(written["cmi.interactions.2.id"]).toBe("question_8_part2");
    expect(String(written["cmi.interactions.1.learner_response"]).split("[,]")).toHaveLength(36);
    expect(String(written["cmi.interactions.2.learner_response"]).split("[,]")).toHaveLength(4);
    store.answered?.(trueFalse as unknown as PageBlock, true, { correct: true });
    expect(lms.writes().at(-1)).toEqual(["cmi.interactions.3.result", "correct"]);
  });

  it("a question failed by a page time limit is an interaction too: incorrect, no response a true-false refuses", async () => {
    const { lms, store } = await start("", "1");
    const block = trueFalse as unknown as PageBlock;
    store.answered?.(block, "-", { correct: false });
    const written = Object.fromEntries(lms.writes().slice(4));
    expect(written).toMatchObject({
      "cmi.interactions.1.id": "question_7",
      "cmi.interactions.1.type": "true-false",
      "cmi.interactions.1.correct_responses.0.pattern": "true",
      "cmi.interactions.1.result": "incorrect",
    });
    expect(written).not.toHaveProperty("cmi.interactions.1.learner_response");
  });

  it("finishing a passed course stops the timer and reports completion, success and the score", async () => {
    const { lms, store } = await start("");
    clock += 65_000;
    store.finished({ ...atPage(9), completed: true, passed: true, passPercent: 80 });
    const values = Object.fromEntries(lms.writes());
    expect(values).toMatchObject({
      "cmi.session_time": "PT0000H01M05S",
      "cmi.completion_status": "completed",
      "cmi.success_status": "passed",
      "cmi.score.raw": "80",
      "cmi.score.scaled": "0.8",
    });
    const before = lms.writes().length;
    store.save(atPage(1));
    vi.advanceTimersByTime(1000);
    expect(
      lms
        .writes()
        .slice(before)
        .map(([key]) => key),
    ).toEqual(["cmi.suspend_data"]);
  });

  it("restart starts the session timer again", async () => {
    const { lms, store } = await start("");
    clock += 600_000;
    const fresh = await store.restart({ ...atPage(9), completed: true, passed: false, attempts: 3 });
    expect(fresh.currentAttemptNumber).toBe(1);
    store.save(fresh);
    vi.advanceTimersByTime(1000);
    expect(lms.writes().at(-1)).toEqual(["cmi.session_time", "PT0000H00M00S"]);
  });

  it("a launcher that never answers costs one timeout; the course starts fresh", async () => {
    const lms = fakeLauncher();
    const log = vi.fn();
    const store = createScormStore(createParentChannel(lms.win, timers, { log }), timers, { version: "2004", now });
    const loaded = store.load();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(loaded).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith("integration response timeout", "cmi.suspend_data");
  });

  it("tells the launcher which blocks' display conditions were met", () => {
    const lms = fakeLauncher();
    createScormStore(createParentChannel(lms.win, timers), timers, { version: "2004" }).conditionsMet?.([13]);
    expect(lms.posted).toEqual([{ source: PLAYER_SOURCE, type: "met_display_conditions", value: { block_ids: [13] } }]);
  });
});

describe("SCORM store, SCORM 1.2", () => {
  it("writes 1.2's elements and formats itself: lesson_status, CMITimespan, student_response, wrong", async () => {
    const lms = fakeLauncher();
    const store = createScormStore(createParentChannel(lms.win, timers), timers, { version: "1.2", now });
    const loaded = store.load();
    lms.answer("cmi.suspend_data", "");
    lms.answer("cmi.interactions._count", "0");
    await loaded;
    const block = trueFalse as unknown as PageBlock;
    store.answered?.(block, false, judgeAnswer(block, false));
    clock += 3_723_450;
    store.finished({ ...atPage(9), completed: true, passed: false, passPercent: 40, attempts: 1 });
    expect(lms.writes()).toEqual([
      ["cmi.core.score.min", "0"],
      ["cmi.core.score.max", "100"],
      ["cmi.core.lesson_status", "incomplete"],
      ["cmi.interactions.0.id", "question_7"],
      ["cmi.interactions.0.type", "true-false"],
      ["cmi.interactions.0.student_response", "f"],
      ["cmi.interactions.0.correct_responses.0.pattern", "t"],
      ["cmi.interactions.0.result", "wrong"],
      ["cmi.core.session_time", "0001:02:03.00"],
      ["cmi.core.lesson_status", "failed"],
      ["cmi.core.score.raw", "40"],
    ]);
  });

  it("reads the version from the query (2004 unless 1.2)", () => {
    expect(parseScormVersion("1.2")).toBe("1.2");
    expect(parseScormVersion("2004")).toBe("2004");
    expect(parseScormVersion(null)).toBe("2004");
  });
});
