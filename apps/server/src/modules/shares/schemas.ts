// Answer shapes of the share routes (OpenAPI at /api/docs), each checked against course-model's type.
import type {
  CourseShare,
  LearnerCourse,
  LearnerProgressSummary,
  ShareInitialInfo,
  ShareLearner,
} from "@coursewright/course-model";
import { z } from "zod";

const id = z.number().int();
const previewImage = z.object({ media_id: id.nullable(), url: z.string() });
const progressStateSchema = z.enum(["not_started", "in_progress", "completed"]);

export const progressSummarySchema = z.object({
  progress_id: id,
  state: z.enum(["in_progress", "completed"]),
  passed: z.boolean(),
  pass_percent: z.number().int(),
  current_attempt_number: z.number().int(),
  updated_at: z.string(),
}) satisfies z.ZodType<LearnerProgressSummary>;

export const shareLearnerSchema = z.object({
  email: z.string(),
  user_id: id.nullable(),
  name: z.string().nullable(),
  progress: progressSummarySchema.nullable(),
}) satisfies z.ZodType<ShareLearner>;

export const courseShareSchema = z
  .object({
    id: z.string(),
    course_id: id,
    kind: z.enum(["public", "email"]),
    url: z.string().describe("The learner's entry link"),
    created_at: z.string(),
    learners: z.array(shareLearnerSchema),
  })
  .describe("A share of a course") satisfies z.ZodType<CourseShare>;

export const shareInitialInfoSchema = z.object({
  share_id: z.string(),
  kind: z.enum(["public", "email"]),
  course: z.object({
    id,
    title: z.string(),
    description: z.string().nullable(),
    preview_image: previewImage,
    pages_count: z.number().int(),
    attempts: z.number().int().nullable(),
    mode: z.union([z.literal(0), z.literal(1)]),
  }),
  access: z.enum(["granted", "login_required", "not_invited"]),
  requires_login: z.boolean(),
  state: progressStateSchema,
  progress: progressSummarySchema.nullable(),
  attempts_left: z.number().int().nullable(),
  can_start_again: z.boolean(),
}) satisfies z.ZodType<ShareInitialInfo>;

export const learnerCourseSchema = z.object({
  share_id: z.string(),
  course: z.object({ id, title: z.string(), preview_image: previewImage }),
  state: progressStateSchema,
  progress_percent: z.number().int(),
  passed: z.boolean().nullable(),
  pass_percent: z.number().int().nullable(),
  last_activity_at: z.string().nullable(),
}) satisfies z.ZodType<LearnerCourse>;
