import { emptyProgress, restartProgress, shouldSendCompletionEvent, WRITE_DELAY_MS } from "@coursewright/course-model";
import type { ProgressStore, Timers } from "./ProgressStore";
import type { ParentChannel } from "./parentChannel";
import { isCourseProgress } from "./progressShape";
import { createWriteQueue } from "./writeQueue";

/** The key under which the LMS keeps a learner's progress of a course. */
export const LMS_PROGRESS_KEY = "course_progress";

/**
 * `lms`: progress goes to the learning-management-system integration through the parent window (spec 1, 7);
 * the integration user comes from the integration_user_id query parameter (spec 4). A failed read is empty
 * progress (spec 8). Writes wait 500 ms.
 */
export function createLmsStore(
  courseId: number,
  integrationUserId: string | null,
  channel: ParentChannel,
  timers: Timers,
): ProgressStore {
  const who = { course_id: courseId, integration_user_id: integrationUserId };
  const queue = createWriteQueue(
    WRITE_DELAY_MS.lms,
    (progress) => channel.post("set_value", { key: LMS_PROGRESS_KEY, value: { ...who, progress } }),
    { timers },
  );
  return {
    mode: "lms",
    persists: true,
    async load() {
      channel.post("initialize", { value: who });
      const value = await channel.read(LMS_PROGRESS_KEY, who);
      return isCourseProgress(value) ? value : emptyProgress(null);
    },
    save: queue.save,
    flush: queue.flush,
    async restart(current) {
      queue.cancel();
      const fresh = restartProgress(current);
      channel.post("restart", { value: { ...who, progress: fresh } });
      return fresh;
    },
    conditionsMet(blockIds) {
      channel.post("met_display_conditions", { value: { ...who, block_ids: [...blockIds] } });
    },
    finished(progress) {
      queue.flush();
      if (shouldSendCompletionEvent(progress)) {
        channel.post("completion", {
          value: { ...who, passed: progress.passed, pass_percent: progress.passPercent },
        });
      }
    },
    dispose() {
      queue.flush();
      channel.dispose();
    },
  };
}

/** SCORM 2004 element names; the package's wrapper on the other side maps them for SCORM 1.2. */
export const SCORM_KEYS = {
  suspendData: "cmi.suspend_data",
  sessionTime: "cmi.session_time",
  scoreMin: "cmi.score.min",
  scoreMax: "cmi.score.max",
  scoreRaw: "cmi.score.raw",
  scoreScaled: "cmi.score.scaled",
  completionStatus: "cmi.completion_status",
  successStatus: "cmi.success_status",
} as const;

const pad = (value: number, length: number) => String(value).padStart(length, "0");

/** Session time as spec 4 writes it: ISO 8601 duration, hours 4 digits, minutes and seconds 2 (PT0001H02M03S). */
export function isoSessionTime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `PT${pad(Math.floor(seconds / 3600), 4)}H${pad(Math.floor(seconds / 60) % 60, 2)}M${pad(seconds % 60, 2)}S`;
}

/**
 * `scorm`: the platform inside a SCORM package (spec 4 SCORM session). Start sends initialize and sets the
 * score range 0-100, completion incomplete and success unknown; saved progress travels as suspend data with
 * the session time; finishing sets completion, success and the score (raw = pass percent, scaled = /100).
 * Writes wait 1000 ms.
 */
export function createScormStore(channel: ParentChannel, timers: Timers, now: () => number = Date.now): ProgressStore {
  let sessionStart = now();
  let timerRunning = true;
  const set = (key: string, value: unknown) => channel.post("set_value", { key, value });
  const sessionTime = () => isoSessionTime(now() - sessionStart);
  const queue = createWriteQueue(
    WRITE_DELAY_MS.scorm,
    (progress) => {
      set(SCORM_KEYS.suspendData, JSON.stringify(progress));
      if (timerRunning) set(SCORM_KEYS.sessionTime, sessionTime());
    },
    { timers },
  );
  const startSession = () => {
    sessionStart = now();
    timerRunning = true;
    set(SCORM_KEYS.scoreMin, 0);
    set(SCORM_KEYS.scoreMax, 100);
    set(SCORM_KEYS.completionStatus, "incomplete");
    set(SCORM_KEYS.successStatus, "unknown");
  };
  return {
    mode: "scorm",
    persists: true,
    async load() {
      channel.post("initialize");
      const value = await channel.read(SCORM_KEYS.suspendData);
      let saved: unknown = null;
      try {
        saved = typeof value === "string" && value ? JSON.parse(value) : null;
      } catch {
        saved = null;
      }
      const progress = isCourseProgress(saved) ? saved : null;
      if (!progress?.completed) startSession();
      return progress;
    },
    save: queue.save,
    flush: queue.flush,
    async restart(current) {
      queue.cancel();
      const fresh = restartProgress(current);
      startSession();
      set(SCORM_KEYS.suspendData, JSON.stringify(fresh));
      return fresh;
    },
    conditionsMet(blockIds) {
      channel.post("met_display_conditions", { value: { block_ids: [...blockIds] } });
    },
    finished(progress) {
      queue.flush();
      // The completion event goes out only when passed or on the last attempt (spec 4).
      if (!shouldSendCompletionEvent(progress)) return;
      set(SCORM_KEYS.sessionTime, sessionTime());
      timerRunning = false;
      set(SCORM_KEYS.completionStatus, "completed");
      set(SCORM_KEYS.successStatus, progress.passed ? "passed" : "failed");
      set(SCORM_KEYS.scoreRaw, progress.passPercent);
      set(SCORM_KEYS.scoreScaled, progress.passPercent / 100);
    },
    dispose() {
      queue.flush();
      channel.dispose();
    },
  };
}
