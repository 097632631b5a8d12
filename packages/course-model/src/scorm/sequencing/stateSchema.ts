import { z } from "zod";
import type { SequencingState } from "./types";

/** Bounds of a stored state: far above any real package, low enough that a forged one cannot bloat a row. */
const MAX_ACTIVITIES = 2000;
const MAX_GLOBALS = 1000;
const id = z.string().min(1).max(4000);

/** raw / min / max are any real numbers in SCORM (zod's number refuses Infinity and NaN). */
const real = z.number();
/** One objective's known values (a global objective as the learner's store keeps it). */
export const objectiveStateSchema = z.object({
  satisfied: z.boolean().optional(),
  measure: z.number().min(-1).max(1).optional(),
  completed: z.boolean().optional(),
  progress: z.number().min(0).max(1).optional(),
  raw: real.optional(),
  min: real.optional(),
  max: real.optional(),
});

/** A cluster's arrangement of its children (randomizationControls); no package comes near the bounds. */
const childOrder = z.object({
  attempt: z.number().int().min(0).max(1_000_000),
  ids: z.array(id).max(MAX_ACTIVITIES),
});

const activityState = z.object({
  attempts: z.number().int().min(0).max(1_000_000),
  active: z.literal(true).optional(),
  suspended: z.literal(true).optional(),
  completed: z.boolean().optional(),
  primary: objectiveStateSchema.optional(),
  objectives: z
    .record(id, objectiveStateSchema)
    .refine((o) => Object.keys(o).length <= MAX_GLOBALS)
    .optional(),
  skipped: z.literal(true).optional(),
  tested: z.literal(true).optional(),
});

/** A learner's sequencing state of one package as the block stores it with the SCOs' data. */
export const sequencingStateSchema: z.ZodType<SequencingState> = z.object({
  current: id.nullable(),
  suspended: id.nullable(),
  ended: z.literal(true).optional(),
  exited: z.literal(true).optional(),
  activities: z.record(id, activityState).refine((a) => Object.keys(a).length <= MAX_ACTIVITIES),
  globals: z.record(id, objectiveStateSchema).refine((g) => Object.keys(g).length <= MAX_GLOBALS),
  orders: z
    .record(id, childOrder)
    .refine((o) => Object.keys(o).length <= MAX_ACTIVITIES)
    .optional(),
});

/**
 * The `sco` under which a SCORM block keeps its sequencing state beside its SCOs' CMI data: "#" is not allowed
 * in an XML ID, so no item identifier can take it.
 */
export const SEQUENCING_STATE_KEY = "#sequencing";
