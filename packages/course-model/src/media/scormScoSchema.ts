import { z } from "zod";

/** A SCO as the launch answers present it (ScormSco), with the manifest's run-time data (issue 16 item 4). */
export const scormScoSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  launch: z.string(),
  asset: z.literal(true).optional(),
  data: z
    .object({
      launch_data: z.string().optional(),
      mastery_score: z.string().optional(),
      scaled_passing_score: z.string().optional(),
      completion_threshold: z.string().optional(),
      max_time_allowed: z.string().optional(),
      time_limit_action: z.string().optional(),
      objectives: z.array(z.string()).optional(),
      shared_data: z.array(z.object({ id: z.string(), read: z.boolean(), write: z.boolean() })).optional(),
    })
    .optional(),
});

/**
 * An activity of the package's organization as the launch answers carry it (course-model's ActivityDef): its
 * sequencing is read at import and passed through as it was stored.
 */
export const scormActivitySchema = z.object({
  id: z.string(),
  title: z.string(),
  hidden: z.literal(true).optional(),
  sco: z.string().optional(),
  get children() {
    return z.array(scormActivitySchema);
  },
  sequencing: z.record(z.string(), z.unknown()).optional(),
});
