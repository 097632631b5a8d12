import { emptyProgress, restartProgress, shouldSendCompletionEvent, WRITE_DELAY_MS } from "@coursewright/course-model";
import type { ProgressStore, Timers } from "./ProgressStore";
import type { ParentChannel } from "./parentChannel";
import { isCourseProgress } from "./progressShape";
import type { ServerProgressStore } from "./serverStore";
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

/**
 * `lms` with a redeemed launch (issue 8): the server keeps the progress through the integration's share, as in
 * server mode (so resuming, reports and the external API see it), and the parent window is told everything the
 * plain `lms` mode tells it: initialize, set_value of course_progress (500 ms), restart, met_display_conditions
 * and completion. The server is the source of truth: the parent is not asked for progress.
 */
export function createLaunchedLmsStore(
  courseId: number,
  integrationUserId: string | null,
  channel: ParentChannel,
  server: ServerProgressStore,
  timers: Timers,
): ServerProgressStore {
  const who = { course_id: courseId, integration_user_id: integrationUserId };
  const notify = createWriteQueue(
    WRITE_DELAY_MS.lms,
    (progress) => channel.post("set_value", { key: LMS_PROGRESS_KEY, value: { ...who, progress } }),
    { timers },
  );
  return {
    mode: "lms",
    persists: true,
    load() {
      channel.post("initialize", { value: who });
      return server.load();
    },
    save(progress) {
      server.save(progress);
      notify.save(progress);
    },
    flush() {
      server.flush();
      notify.flush();
    },
    async restart(current) {
      notify.cancel();
      // The server's lifecycle decides (attempts left); a refusal reaches the player as in server mode.
      const fresh = await server.restart(current);
      channel.post("restart", { value: { ...who, progress: fresh } });
      return fresh;
    },
    conditionsMet(blockIds) {
      channel.post("met_display_conditions", { value: { ...who, block_ids: [...blockIds] } });
    },
    finished(progress) {
      server.finished(progress);
      notify.flush();
      if (shouldSendCompletionEvent(progress)) {
        channel.post("completion", {
          value: { ...who, passed: progress.passed, pass_percent: progress.passPercent },
        });
      }
    },
    // The server's refusal of a stale write: the parent learns the progress the player now shows.
    onStale(listener) {
      server.onStale?.((stored) => {
        notify.save(stored);
        listener(stored);
      });
    },
    recordSession: (session) => server.recordSession(session),
    dispose() {
      server.dispose();
      notify.flush();
      channel.dispose();
    },
  };
}
