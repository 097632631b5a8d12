import {
  type CourseProgress,
  emptyProgress,
  type ProgressMode,
  restartProgress,
  WRITE_DELAY_MS,
} from "@coursewright/course-model";
import type { ProgressStore, Timers } from "./ProgressStore";
import { isCourseProgress } from "./progressShape";
import { createWriteQueue } from "./writeQueue";

/** The two previews: `standalone_preview` keeps nothing, `preview` keeps progress in memory for this page view. */
export function createPreviewStore(mode: "standalone_preview" | "preview"): ProgressStore {
  let kept: CourseProgress | null = null;
  return {
    mode,
    persists: false,
    load: async () => kept,
    save(progress) {
      if (mode === "preview") kept = progress;
    },
    flush() {},
    async restart(current) {
      // The author may always try the course again, whatever a learner's lifecycle allows (a pass, attempts
      // used up): they start as a new learner would, at the first attempt. The finished screen still says
      // when a learner could not start again.
      const fresh = emptyProgress(current.attempts);
      if (mode === "preview") kept = fresh;
      return fresh;
    },
    finished() {},
    dispose() {},
  };
}

/** The browser-storage key of a course's progress (spec 1: "progress kept under a per-course key"). */
export const localProgressKey = (courseId: number) => `course_progress_${courseId}`;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** `local`: progress in the browser's storage under the course's key, written at once (delay 0). */
export function createLocalStore(courseId: number, storage: KeyValueStorage, timers: Timers): ProgressStore {
  const key = localProgressKey(courseId);
  const mode: ProgressMode = "local";
  const write = (progress: CourseProgress) => {
    try {
      storage.setItem(key, JSON.stringify(progress));
    } catch (error) {
      // A full or disabled storage must not stop the learner; the progress stays on screen.
      console.error("saving progress in browser storage failed", error);
    }
  };
  const queue = createWriteQueue(WRITE_DELAY_MS[mode], write, { timers });
  return {
    mode,
    persists: true,
    async load() {
      try {
        const text = storage.getItem(key);
        const value: unknown = text ? JSON.parse(text) : null;
        return isCourseProgress(value) ? value : null;
      } catch {
        return null;
      }
    },
    save: queue.save,
    flush: queue.flush,
    async restart(current) {
      queue.cancel();
      const fresh = restartProgress(current);
      write(fresh);
      return fresh;
    },
    finished() {},
    dispose: queue.flush,
  };
}
