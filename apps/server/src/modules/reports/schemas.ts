// Query and answer shapes of the report routes (issue 9). The answer schemas describe the API at /api/docs; the
// web keeps its own copy of the types in apps/web/src/reports/types.ts.
import {
  idParamSchema,
  learnerSourceSchema,
  SCO_COMPLETION,
  SCO_SUCCESS,
  shareIdSchema,
} from "@coursewright/course-model";
import { z } from "zod";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day in UTC, YYYY-MM-DD. */
const day = z
  .string({ error: "validation.invalid" })
  .regex(DAY, { error: "validation.invalid" })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: "validation.invalid",
    },
  );

/** The completion chart covers at most this many days (one point per day). */
export const MAX_PERIOD_DAYS = 366;
/** Without `from`, the period (and its chart) is the 30 days ending at `to`. */
export const DEFAULT_PERIOD_DAYS = 30;

/**
 * Filters every report takes: a course, a share, an integration and a period of whole UTC days (to included).
 * Hubs do not exist yet, so there is no hub filter.
 */
export const reportFiltersSchema = z
  .object({
    course_id: idParamSchema.optional(),
    share_id: shareIdSchema.optional(),
    integration_id: idParamSchema.optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.from || !value.to) return;
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "validation.invalid" });
    else if (days >= MAX_PERIOD_DAYS) ctx.addIssue({ code: "custom", path: ["from"], message: "validation.invalid" });
  });
export type ReportFiltersQuery = z.output<typeof reportFiltersSchema>;

export const LEARNER_SORTS = ["learner", "course", "started_at", "last_activity", "score", "status"] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];
export const LEARNERS_PER_PAGE = 25;

export const learnersQuerySchema = reportFiltersSchema.and(
  z.object({
    page: z.coerce.number({ error: "validation.invalid" }).int().positive().max(1_000_000).default(1),
    sort: z.enum(LEARNER_SORTS, { error: "validation.invalid" }).default("last_activity"),
    direction: z.enum(["asc", "desc"], { error: "validation.invalid" }).default("desc"),
  }),
);

export const courseParams = z.object({ courseId: idParamSchema });
export const userParams = z.object({ userId: idParamSchema });

export const EXPORT_TABLES = ["learners", "completions", "pages", "questions", "environment"] as const;
export const exportParams = z.object({ table: z.enum(EXPORT_TABLES, { error: "validation.invalid" }) });

const count = z.number().int();
const seconds = z.number();

export const summarySchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  totals: z.object({
    started: count.describe("Progress rows (a learner in a share of a course) active in the period"),
    learners: count.describe("Distinct learners among them"),
    completed: count,
    passed: count,
    failed: count,
    in_progress: count,
    average_score: z.number().nullable().describe("Mean pass_percent of the completed rows; null without any"),
    average_time_seconds: seconds
      .nullable()
      .describe("Page-session seconds in the period per learner and course with at least one; null without one"),
  }),
  completions: z.array(z.object({ date: z.string(), started: count, completed: count })),
});

export const filterOptionsSchema = z.object({
  courses: z.array(z.object({ id: count, title: z.string() })),
  shares: z.array(
    z.object({ id: z.string(), course_id: count, kind: z.string(), created_at: z.string(), revoked: z.boolean() }),
  ),
  integrations: z.array(z.object({ id: count, title: z.string(), kind: z.string() })),
});

export const learnerRowSchema = z.object({
  progress_id: count,
  user_id: count,
  name: z.string().describe("The learner's name, or the integration's user id for integration learners"),
  email: z.string().nullable().describe("null for integration learners (their address is synthetic)"),
  integration_user_id: z.string().nullable(),
  integration_title: z.string().nullable(),
  learner_source: learnerSourceSchema.describe(
    "scorm_package: progress reported by a SCORM or cmi5 package's launcher, for a learner the LMS named (reported by the LMS package)",
  ),
  course_id: count,
  course_title: z.string(),
  share_id: z.string(),
  attempt: count.describe("1 for the first attempt"),
  status: z.enum(["in_progress", "passed", "failed"]),
  score: count.nullable().describe("pass_percent of a completed attempt"),
  time_seconds: seconds.describe("Page-session seconds in the period"),
  started_at: z.string(),
  last_activity_at: z.string(),
  completed_at: z.string().nullable(),
});

export const pageRowSchema = z.object({
  page_id: count,
  title: z.string(),
  position: count.describe("1-based place in the course's authoring order"),
  viewed: count.describe("Learners (progress rows) with an entry for the page: they opened it"),
  completed: count.describe("Learners who completed the page"),
  stopped_here: count.describe("Learners who have not finished the course and are currently on this page"),
  average_seconds: seconds.nullable().describe("Mean page-session seconds per learner who spent time on it"),
});

export const questionRowSchema = z.object({
  block_id: count,
  page_id: count,
  page_title: z.string(),
  type: z.string(),
  question: z.string(),
  answered: count,
  right: count.nullable().describe("null for types nobody judges (open, audio and video answers)"),
  right_share: z.number().nullable().describe("right / answered, 0..1"),
});

export const courseBreakdownSchema = z.object({
  course: z.object({ id: count, title: z.string() }),
  pages: z.array(pageRowSchema),
  questions: z.array(questionRowSchema),
});

const tally = z.array(z.object({ name: z.string(), sessions: count }));
export const environmentSchema = z.object({ locations: tally, browsers: tally, systems: tally });

export const answerSchema = z.object({
  block_id: count,
  page_id: count.nullable(),
  page_title: z.string().nullable(),
  type: z.string().nullable().describe("The question type, null when the block is gone"),
  question: z.string(),
  answer_text: z.string(),
  correct_answer_text: z.string(),
  correct: z.boolean().nullable().describe("null for answers nobody judges (open, audio, video)"),
  completed: z.boolean(),
  file: z
    .object({ url: z.string(), mime_type: z.string(), kind: z.enum(["audio", "video"]) })
    .nullable()
    .describe("The recording of an audio or video answer, signed to play in place"),
});

const scoInteractionSchema = z.object({
  id: z.string(),
  type: z.string().describe("The SCORM interaction type (true-false, choice, fill-in, …) as the SCO wrote it"),
  learner_response: z.string().describe("SCORM 1.2 student_response or 2004 learner_response"),
  result: z.string().describe("correct, incorrect (1.2 wrong), unanticipated, neutral or a number"),
  latency_seconds: z.number().nullable(),
});

export const scormBlockSchema = z
  .object({
    block_id: count,
    block_media_id: count,
    page_id: count.nullable(),
    page_title: z.string().nullable(),
    title: z.string().describe("The block's title, else the package's"),
    version: z.enum(["1.2", "2004"]),
    scos: z.array(
      z.object({
        identifier: z.string(),
        title: z.string(),
        completion_status: z.enum(SCO_COMPLETION),
        success_status: z.enum(SCO_SUCCESS),
        score_raw: z.number().nullable(),
        score_min: z.number().nullable(),
        score_max: z.number().nullable(),
        score_scaled: z.number().nullable().describe("-1..1, SCORM 2004 only"),
        total_seconds: z.number().describe("cmi total_time plus the last session_time"),
        interactions: z.array(scoInteractionSchema),
      }),
    ),
  })
  .describe("A SCORM block the learner launched in that attempt, every SCO of its package in manifest order");

const learnerPageSchema = z.object({
  page_id: count,
  title: z.string(),
  visited: z.boolean(),
  completed: z.boolean(),
  seconds,
  visits: count,
});

export const pastAttemptSchema = z
  .object({
    attempt: count,
    status: z.enum(["in_progress", "passed", "failed"]).describe("in_progress: restarted before it was finished"),
    score: count.nullable(),
    started_at: z.string(),
    ended_at: z.string(),
    completed_at: z.string().nullable(),
    time_seconds: seconds,
    pages: z.array(learnerPageSchema).describe("The pages dealt to the learner in that attempt, in their order"),
    answers: z.array(answerSchema),
    scorm: z.array(scormBlockSchema),
  })
  .describe("An attempt the learner ended by starting again (kept since start_again stores them)");

export const learnerCourseSchema = z.object({
  progress_id: count,
  course_id: count,
  course_title: z.string(),
  share_id: z.string(),
  share_kind: z.string(),
  attempt: count,
  attempts_limit: count.nullable(),
  status: z.enum(["in_progress", "passed", "failed"]),
  score: count.nullable(),
  min_pass_percent: count,
  started_at: z.string(),
  last_activity_at: z.string(),
  completed_at: z.string().nullable(),
  time_seconds: seconds,
  pages: z.array(learnerPageSchema).describe("The pages dealt to the learner in the current attempt, in their order"),
  answers: z.array(answerSchema),
  scorm: z.array(scormBlockSchema),
  past_attempts: z.array(pastAttemptSchema).describe("Earlier attempts, newest first"),
});

export const learnerDetailsSchema = z.object({
  user: z.object({
    id: count,
    name: z.string(),
    email: z.string().nullable(),
    integration_user_id: z.string().nullable(),
    integration_title: z.string().nullable(),
    learner_source: learnerSourceSchema,
  }),
  courses: z.array(learnerCourseSchema),
});

export type Summary = z.infer<typeof summarySchema>;
export type FilterOptions = z.infer<typeof filterOptionsSchema>;
export type LearnerRow = z.infer<typeof learnerRowSchema>;
export type PageRow = z.infer<typeof pageRowSchema>;
export type QuestionRow = z.infer<typeof questionRowSchema>;
export type CourseBreakdown = z.infer<typeof courseBreakdownSchema>;
export type Environment = z.infer<typeof environmentSchema>;
export type LearnerDetails = z.infer<typeof learnerDetailsSchema>;
export type LearnerCourse = z.infer<typeof learnerCourseSchema>;
export type ReportAnswer = z.infer<typeof answerSchema>;
export type PastAttempt = z.infer<typeof pastAttemptSchema>;
export type ReportScormBlock = z.infer<typeof scormBlockSchema>;
