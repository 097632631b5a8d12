// LTI 1.3 (issue 18): the platforms a creator registers, the tool's own signing keys, and the logins in flight.

import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { JWK } from "jose";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { courses } from "./courses";
import { apiIntegrations } from "./integrations";

/**
 * A platform (an LMS) registered by a creator. Each has its own integration row (kind lti), so its learners,
 * their share and their sign-ins are an integration's like any other; deleting the platform revokes it.
 */
export const ltiPlatforms = pgTable(
  "lti_platforms",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    integration_id: integer()
      .notNull()
      .references((): AnyPgColumn => apiIntegrations.id, { onDelete: "cascade" }),
    title: text().notNull(),
    issuer: text().notNull(),
    client_id: text().notNull(),
    deployment_ids: jsonb().$type<string[]>().notNull().default([]),
    auth_url: text().notNull(),
    token_url: text().notNull(),
    jwks_url: text().notNull(),
    /** When a score (AGS) last reached the platform. */
    last_score_sent_at: timestamp({ withTimezone: true }),
    /** Why the last score delivery failed (the platform's answer, or why it could not be called); null once one succeeds. */
    last_score_error: text(),
    last_score_error_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("lti_platforms_user_idx").on(t.user_id, t.created_at),
    // A launch names its issuer and client id: they must find one platform.
    uniqueIndex("lti_platforms_issuer_client_unique").on(t.issuer, t.client_id),
    uniqueIndex("lti_platforms_integration_unique").on(t.integration_id),
  ],
);
export type LtiPlatformRow = typeof ltiPlatforms.$inferSelect;

/**
 * The tool's RS256 keys. The newest is current (it signs); older ones stay in the published JWKS until
 * retired_at, so a platform that cached the set still verifies what was signed before a rotation. The private
 * key never leaves the server: no route presents it.
 */
export const ltiToolKeys = pgTable("lti_tool_keys", {
  kid: text().primaryKey(),
  public_jwk: jsonb().$type<JWK>().notNull(),
  private_jwk: jsonb().$type<JWK>().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  retired_at: timestamp({ withTimezone: true }),
});

/**
 * A login initiation waiting for its launch: the state sent to the platform, the nonce the id_token must carry.
 * Used once (deleted by the launch) and short-lived, so no cookie is needed to tie the launch to its login.
 */
export const ltiLogins = pgTable(
  "lti_logins",
  {
    state: text().primaryKey(),
    nonce: text().notNull(),
    platform_id: integer()
      .notNull()
      .references((): AnyPgColumn => ltiPlatforms.id, { onDelete: "cascade" }),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /**
     * LTI platform storage (the platform sent lti_storage_target): the frame the login page stored
     * storage_secret in; the launch reads it back from there before the state counts (migration 0029).
     */
    storage_target: text(),
    storage_secret: text(),
  },
  (t) => [index("lti_logins_expires_idx").on(t.expires_at)],
);

/**
 * Where a learner's grade for a course goes (LTI Assignment and Grade Services 2.0): one row per resource link the
 * learner launched with an AGS claim. lineitem_url is the platform's line item (learned on first use when the
 * launch named only the container); sent_state is the last score queued, so a completion is sent once.
 */
export const ltiGradeLinks = pgTable(
  "lti_grade_links",
  {
    id: serial().primaryKey(),
    platform_id: integer()
      .notNull()
      .references((): AnyPgColumn => ltiPlatforms.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    course_id: integer()
      .notNull()
      .references((): AnyPgColumn => courses.id, { onDelete: "cascade" }),
    /** The learner's id on the platform: the score's userId. */
    sub: text().notNull(),
    resource_link_id: text().notNull(),
    lineitem_url: text(),
    lineitems_url: text(),
    scopes: jsonb().$type<string[]>().notNull().default([]),
    sent_state: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("lti_grade_links_unique").on(t.platform_id, t.user_id, t.course_id, t.resource_link_id),
    index("lti_grade_links_user_course_idx").on(t.user_id, t.course_id),
  ],
);
export type LtiGradeLinkRow = typeof ltiGradeLinks.$inferSelect;

/**
 * A platform context (an LMS course) that opened a course with the Names and Role Provisioning claim: where its
 * roster is read (NRPS 2.0 context_memberships_url), so the course's report can list who has not started.
 */
export const ltiContexts = pgTable(
  "lti_contexts",
  {
    id: serial().primaryKey(),
    platform_id: integer()
      .notNull()
      .references((): AnyPgColumn => ltiPlatforms.id, { onDelete: "cascade" }),
    course_id: integer()
      .notNull()
      .references((): AnyPgColumn => courses.id, { onDelete: "cascade" }),
    context_id: text().notNull(),
    context_title: text(),
    memberships_url: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("lti_contexts_unique").on(t.platform_id, t.course_id, t.context_id),
    index("lti_contexts_course_idx").on(t.course_id),
  ],
);
export type LtiContextRow = typeof ltiContexts.$inferSelect;
