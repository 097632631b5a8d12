import { z } from "zod";

/**
 * LTI Names and Role Provisioning (issue 18): the LMS courses (platform contexts) that opened a creator's course
 * with the NRPS claim, and a context's roster as the report shows it, each learner with where they are.
 */

export const ltiRosterContextSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  platform_title: z.string(),
  context_id: z.string(),
  /** The LMS course's title or label, when the launch sent one. */
  context_title: z.string().nullable(),
  updated_at: z.string(),
});
export type LtiRosterContext = z.infer<typeof ltiRosterContextSchema>;

export const LTI_ROSTER_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type LtiRosterStatus = (typeof LTI_ROSTER_STATUSES)[number];

export const ltiRosterMemberSchema = z.object({
  /** The learner's id on the platform (the launch's `sub`). */
  platform_user_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(LTI_ROSTER_STATUSES),
  passed: z.boolean().nullable(),
  /** The learner on this server once they launched (for the learner's report page), else null. */
  user_id: z.number().int().nullable(),
});
export type LtiRosterMember = z.infer<typeof ltiRosterMemberSchema>;

export const ltiRosterSchema = z.object({
  context: ltiRosterContextSchema,
  /** The platform's active learners, those who have not started first, then by name. */
  members: z.array(ltiRosterMemberSchema),
  not_started: z.number().int(),
  /** True when the roster was longer than the tool reads (LTI_ROSTER_MEMBERS_MAX). */
  truncated: z.boolean(),
});
export type LtiRoster = z.infer<typeof ltiRosterSchema>;

/** The most members (and pages) of a roster read at once. */
export const LTI_ROSTER_MEMBERS_MAX = 5000;
export const LTI_ROSTER_PAGES_MAX = 100;
