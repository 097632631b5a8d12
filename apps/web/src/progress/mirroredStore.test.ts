import { type CourseProgress, emptyProgress } from "@coursewright/course-model";
import { describe, expect, it, vi } from "vitest";
import { createMirroredStore } from "./mirroredStore";
import type { ProgressStore } from "./ProgressStore";

const atPage = (pageId: number): CourseProgress => ({ ...emptyProgress(null), currentPageId: pageId });

function recordingStore(mode: ProgressStore["mode"], saved: CourseProgress | null, fail = false) {
  const calls: string[] = [];
  const store: ProgressStore = {
    mode,
    persists: true,
    load: async () => {
      calls.push("load");
      if (fail) throw new Error("offline");
      return saved;
    },
    save: (p) => {
      calls.push(`save ${p.currentPageId}`);
      if (fail) throw new Error("offline");
    },
    flush: () => calls.push("flush"),
    restart: async (p) => {
      calls.push("restart");
      if (fail) throw new Error("refused");
      return { ...p, currentAttemptNumber: p.currentAttemptNumber + 1 };
    },
    finished: () => calls.push("finished"),
    answered: () => calls.push("answered"),
    conditionsMet: () => calls.push("conditionsMet"),
    dispose: () => calls.push("dispose"),
  };
  return { store: { ...store, recordSession: () => calls.push("recordSession") }, calls };
}

describe("mirrored progress store", () => {
  it("resumes from the primary (the LMS) and copies every write to the mirror (the server)", async () => {
    const lms = recordingStore("scorm", atPage(4));
    const server = recordingStore("server", atPage(9));
    const store = createMirroredStore(lms.store, server.store);
    expect(store.mode).toBe("scorm");
    expect(await store.load()).toEqual(atPage(4));
    store.save(atPage(5));
    store.finished(atPage(5));
    store.answered?.({ id: 1, type: 7, text: "", settings: {} }, true, { correct: true });
    store.conditionsMet?.([3]);
    store.recordSession({ started_at: "2026-11-22T06:00:00Z", ended_at: "2026-11-22T06:05:00Z", page_sessions: [] });
    store.dispose();
    expect(lms.calls).toEqual(["load", "save 5", "finished", "answered", "conditionsMet", "dispose"]);
    // Analytics sessions go to the server only.
    // Interactions and met conditions are the LMS's business; the server judges and records answers itself.
    expect(server.calls).toEqual(["load", "save 5", "finished", "recordSession", "dispose"]);
  });

  it("a failing mirror is logged and never stops the learner", async () => {
    const lms = recordingStore("scorm", atPage(4));
    const server = recordingStore("server", null, true);
    const log = vi.fn();
    const store = createMirroredStore(lms.store, server.store, log);
    expect(await store.load()).toEqual(atPage(4));
    store.save(atPage(6));
    expect((await store.restart(atPage(6))).currentAttemptNumber).toBe(1);
    expect(lms.calls).toEqual(["load", "save 6", "restart"]);
    expect(log).toHaveBeenCalledTimes(3);
  });
});
