import type { CourseProgress } from "@coursewright/course-model";

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
