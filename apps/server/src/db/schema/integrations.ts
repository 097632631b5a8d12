// API integrations and SCORM packages.

import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { courses } from "./courses";

/**
 * API integrations (spec 2 IntegrationsApi) and SCORM packages. kind api: an external system authenticating with
 * client_id and its secret (only the hash is kept), embedding from allowed_origins. kind scorm: made by a SCORM
 * export of course_id; the package carries a launch of it, so revoking the row stops every copy of the package.
 * kind lti: the integration behind an LTI 1.3 platform registration (schema/lti.ts): its learners, share and
 * sign-ins hang on it like an API integration's. kind cmi5: made by a cmi5 export of course_id, like a SCORM
 * package's (its player speaks SCORM 2004 to the AU page, so scorm_version is "2004").
 */
export const apiIntegrations = pgTable(
  "api_integrations",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    kind: text({ enum: ["api", "scorm", "lti", "cmi5"] }).notNull(),
    title: text().notNull(),
    client_id: text(),
    /** sha256 of the secret, like access tokens. */
    secret_hash: text(),
    /** Web origins (scheme://host[:port]) allowed to embed the player and builder and to message them. */
    allowed_origins: jsonb().$type<string[]>().notNull().default([]),
    course_id: integer().references((): AnyPgColumn => courses.id, { onDelete: "cascade" }),
    scorm_version: text({ enum: ["1.2", "2004"] }),
    revoked_at: timestamp({ withTimezone: true }),
    last_used_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("api_integrations_user_idx").on(t.user_id, t.created_at),
    uniqueIndex("api_integrations_client_unique").on(t.client_id),
    index("api_integrations_course_idx").on(t.course_id),
    check("api_integrations_kind", sql`${t.kind} in ('api', 'scorm', 'lti', 'cmi5')`),
  ],
);

export type ApiIntegrationRow = typeof apiIntegrations.$inferSelect;
