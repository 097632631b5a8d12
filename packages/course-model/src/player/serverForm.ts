import { z } from "zod";
import { storedIdSchema } from "../course/common";
import type { BlockProgressPosition, CourseProgress, JsonValue } from "./progress";
import { isoToServerDate, isServerDate, serverDateToIso } from "./serverDate";

/**
 * Progress as the server keeps and sends it (spec 3 Progress server form), and its conversion to and from
 * the client form. The update body's schema is what POST /api/course_player/update_progress validates.
 */

/** Bounds that no real course reaches, so one request cannot make the hottest write path store megabytes. */
export const PROGRESS_LIMITS = {
  pages: 2_000,
  blocks: 20_000,
  positionText: 20_000,
  answerBytes: 20_000,
} as const;

const text = (max: number) => z.string({ error: "validation.invalid" }).max(max, { error: "validation.too_long" });
const idList = (max: number) => z.array(storedIdSchema).max(max, { error: "validation.too_many" });

const serverDateSchema = z
  .string({ error: "validation.invalid" })
  .refine(isServerDate, { error: "validation.invalid" });

/** Any JSON, bounded in size: answers are what block views make of them (an option, a list, a text). */
const answerSchema = z
  .json({ error: "validation.invalid" })
  .refine((value) => JSON.stringify(value).length <= PROGRESS_LIMITS.answerBytes, { error: "validation.invalid" });

export const blockProgressPositionSchema = z.object({
  type: text(64),
  text: text(PROGRESS_LIMITS.positionText),
  answerText: text(PROGRESS_LIMITS.positionText),
  correctAnswerText: text(PROGRESS_LIMITS.positionText),
  answerValue: answerSchema,
  correct: z.boolean({ error: "validation.invalid" }),
  countsIsScore: z.boolean({ error: "validation.invalid" }),
});

export const serverPageProgressSchema = z.object({
  page_id: storedIdSchema,
  completed: z.boolean({ error: "validation.invalid" }),
  /** 'DD.MM.YYYY HH:mm:ss' in UTC; null for a page without a time limit. */
  finish_limit: serverDateSchema.nullable(),
});

export const serverBlockProgressSchema = z.object({
  block_id: storedIdSchema,
  completed: z.boolean({ error: "validation.invalid" }),
  correct: z.boolean({ error: "validation.invalid" }).default(true),
  /** The answer's id if it has one, else the answer value, else '' (spec 3). */
  user_answer: answerSchema.default(""),
  position: blockProgressPositionSchema.nullable().default(null),
});

/** POST /api/course_player/update_progress/{progressId} (spec 7). */
export const updateProgressRequestSchema = z.object({
  current_page_id: storedIdSchema.nullable(),
  completed: z.boolean({ error: "validation.invalid" }),
  passed: z.boolean({ error: "validation.invalid" }).default(true),
  pass_percent: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(0, { error: "validation.min_value" })
    .max(100, { error: "validation.max_value" })
    .default(100),
  met_display_conditions: idList(PROGRESS_LIMITS.blocks).default([]),
  current_attempt_number: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(0, { error: "validation.min_value" })
    .default(0),
  desired_pages_order: idList(PROGRESS_LIMITS.pages).default([]),
  pages_progresses: z.array(serverPageProgressSchema).max(PROGRESS_LIMITS.pages, { error: "validation.too_many" }),
  blocks_progresses: z.array(serverBlockProgressSchema).max(PROGRESS_LIMITS.blocks, { error: "validation.too_many" }),
});
export type UpdateProgressRequest = z.infer<typeof updateProgressRequestSchema>;
export type ServerPageProgress = z.infer<typeof serverPageProgressSchema>;
export type ServerBlockProgress = z.infer<typeof serverBlockProgressSchema>;

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
