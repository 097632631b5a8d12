import type { ProgressStore } from "./ProgressStore";
import type { ServerProgressStore } from "./serverStore";

/**
 * A store whose progress is also copied to a second one. The SCORM mode uses it when the package's launch
 * was redeemed: the LMS's suspend data stays the source of truth for resuming (spec 4), and the server
 * progress of the integration's share is kept too, so reports and the external API see SCORM learners. The
 * mirror never holds the learner up: its failures are logged, never thrown. Analytics sessions go to the
 * server as in server mode, so reports see a SCORM learner's time too.
 */
export function createMirroredStore(
  primary: ProgressStore,
  mirror: ServerProgressStore,
  log: (message: string, error: unknown) => void = console.error,
): ServerProgressStore {
  const quietly = (what: string, action: () => void) => {
    try {
      action();
    } catch (error) {
      log(`progress mirror: ${what} failed`, error);
    }
  };
  return {
    mode: primary.mode,
    persists: primary.persists,
    async load() {
      const [saved] = await Promise.all([
        primary.load(),
        mirror.load().catch((error: unknown) => log("progress mirror: load failed", error)),
      ]);
      return saved;
    },
    save(progress) {
      primary.save(progress);
      quietly("save", () => mirror.save(progress));
    },
    flush() {
      primary.flush();
      quietly("flush", () => mirror.flush());
    },
    async restart(current) {
      const fresh = await primary.restart(current);
      // The server keeps its own attempt count; when it refuses, the next save still carries the new attempt.
      await mirror.restart(current).catch((error: unknown) => log("progress mirror: restart failed", error));
      return fresh;
    },
    answered(block, answer, judged) {
      primary.answered?.(block, answer, judged);
    },
    completeAnswers(progress, blocks) {
      return primary.completeAnswers?.(progress, blocks) ?? progress;
    },
    conditionsMet(blockIds) {
      primary.conditionsMet?.(blockIds);
    },
    finished(progress) {
      primary.finished(progress);
      quietly("finished", () => mirror.finished(progress));
    },
    recordSession(session) {
      quietly("recordSession", () => mirror.recordSession(session));
    },
    dispose() {
      primary.dispose();
      quietly("dispose", () => mirror.dispose());
    },
  };
}
