import type { BlockProgressPosition, CourseProgress, JsonValue } from "./progress";
import { isoToServerDate, serverDateToIso } from "./serverDate";
import type { UpdateProgressRequest } from "./serverFormSchema";

/** Progress as the server keeps and sends it (spec 3 Progress server form), to and from the client form. */

/** The progress answer of get_progress and start_again (spec 7: data with id, share_id and the fields above). */
export interface ServerProgress extends UpdateProgressRequest {
  id: number;
  /** null for progress kept against the course itself (the owner's own runs). */
  share_id: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The answer's id if it has one, else the answer value, else '' (spec 3). */
export function userAnswerOf(position: BlockProgressPosition | undefined): JsonValue {
  const value = position?.answerValue;
  if (isRecord(value) && !Array.isArray(value) && (typeof value.id === "number" || typeof value.id === "string")) {
    return value.id;
  }
  return value ?? "";
}

/** The client form as the update body carries it. */
export function toServerForm(progress: CourseProgress): UpdateProgressRequest {
  const positions = new Map(progress.blocksProgresses.map((entry) => [entry.id, entry.position]));
  const blockIds = [...new Set([...progress.completedBlocks, ...positions.keys()])];
  return {
    current_page_id: progress.currentPageId,
    completed: progress.completed,
    passed: progress.passed,
    pass_percent: progress.passPercent,
    met_display_conditions: progress.metDisplayConditions,
    current_attempt_number: progress.currentAttemptNumber,
    desired_pages_order: progress.desiredPagesOrder,
    pages_progresses: progress.pagesProgresses.map((entry) => ({
      page_id: entry.id,
      completed: entry.completed,
      finish_limit: isoToServerDate(entry.finishLimit),
    })),
    blocks_progresses: blockIds.map((blockId) => {
      const position = positions.get(blockId);
      return {
        block_id: blockId,
        completed: progress.completedBlocks.includes(blockId),
        correct: position?.correct ?? true,
        user_answer: userAnswerOf(position),
        position: position ?? null,
      };
    }),
  };
}

/**
 * The server form as the player keeps it. The attempts limit is the course's, which the server form does not
 * carry. Block progresses keep their order, so completedBlocks comes back in the order it was sent.
 */
export function fromServerForm(server: UpdateProgressRequest, attempts: number | null): CourseProgress {
  return {
    currentPageId: server.current_page_id,
    completedBlocks: server.blocks_progresses.filter((entry) => entry.completed).map((entry) => entry.block_id),
    blocksProgresses: server.blocks_progresses.flatMap((entry) =>
      entry.position ? [{ id: entry.block_id, position: entry.position }] : [],
    ),
    pagesProgresses: server.pages_progresses.map((entry) => ({
      id: entry.page_id,
      completed: entry.completed,
      finishLimit: serverDateToIso(entry.finish_limit),
    })),
    completed: server.completed,
    passPercent: server.pass_percent,
    passed: server.passed,
    metDisplayConditions: server.met_display_conditions,
    desiredPagesOrder: server.desired_pages_order,
    attempts,
    currentAttemptNumber: server.current_attempt_number,
  };
}
