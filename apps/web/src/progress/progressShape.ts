import type { CourseProgress, PlayerProgress } from "@coursewright/course-model";

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => typeof id === "number");

/**
 * Whether a value read back from browser storage or a parent window is a client-form progress. Anything
 * else (an old format, a hand-edited value) starts the course afresh rather than breaking the player.
 */
export function isCourseProgress(value: unknown): value is CourseProgress {
  if (typeof value !== "object" || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    (p.currentPageId === null || typeof p.currentPageId === "number") &&
    isIdList(p.completedBlocks) &&
    Array.isArray(p.blocksProgresses) &&
    Array.isArray(p.pagesProgresses) &&
    typeof p.completed === "boolean" &&
    typeof p.passPercent === "number" &&
    typeof p.passed === "boolean" &&
    isIdList(p.metDisplayConditions) &&
    isIdList(p.desiredPagesOrder) &&
    (p.attempts === null || typeof p.attempts === "number") &&
    typeof p.currentAttemptNumber === "number"
  );
}

/**
 * Whether an answer's `data` is the server form of a progress row (what get_progress answers, and a 409
 * progress_stale carries): the fields the player reads from it.
 */
export function isPlayerProgress(value: unknown): value is PlayerProgress {
  if (typeof value !== "object" || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.id === "number" &&
    typeof p.revision === "number" &&
    typeof p.beacon_token === "string" &&
    (p.current_page_id === null || typeof p.current_page_id === "number") &&
    typeof p.completed === "boolean" &&
    typeof p.passed === "boolean" &&
    typeof p.pass_percent === "number" &&
    typeof p.current_attempt_number === "number" &&
    (p.attempts === null || typeof p.attempts === "number") &&
    isIdList(p.met_display_conditions) &&
    isIdList(p.desired_pages_order) &&
    Array.isArray(p.pages_progresses) &&
    Array.isArray(p.blocks_progresses)
  );
}
