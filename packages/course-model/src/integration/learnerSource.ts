import { z } from "zod";

/**
 * Where a learner of the reports comes from: an account of this server, an LMS through an API integration (it
 * vouches for its users with its credentials), or a SCORM package (the LMS names the learner to the package's
 * launcher; the package itself proves nothing about who is playing: "reported by the LMS package").
 */
export const LEARNER_SOURCES = ["account", "lms", "scorm_package"] as const;
export const learnerSourceSchema = z.enum(LEARNER_SOURCES);
export type LearnerSource = z.infer<typeof learnerSourceSchema>;
