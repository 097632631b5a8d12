import type { RedeemedLaunch, RedeemLaunchRequest } from "@coursewright/course-model";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { apiIntegrations, courses } from "../../db/schema";
import { errors } from "../../http/errors";
import type { Signer } from "../../http/signing";
import { issueAccessToken } from "../auth/tokens";
import { courseUnavailable } from "../shares/access";
import { verifyLaunchToken } from "./launchTokens";
import { ensureIntegrationLearner, ensureIntegrationShare } from "./learners";

/** A learner's sign-in lasts a working day at most, whatever the server's usual token lifetime. */
export const PLAYER_TOKEN_MAX_SECONDS = 12 * 3600;
/** An author's embedded builder session, at most. */
export const BUILDER_TOKEN_SECONDS = 2 * 3600;

/** When a sign-in ends: after its own limit, or with the launch if that ends sooner (a SCORM package's never does). */
export function signInEnd(limitSeconds: number, launchExp: number | null, now: number): Date {
  const limit = now + limitSeconds * 1000;
  return new Date(launchExp === null ? limit : Math.min(limit, launchExp * 1000));
}
/** The learner of a launch that names nobody and a redeemer that names nobody either. */
export const ANONYMOUS_INTEGRATION_USER = "anonymous";

/**
 * Turns a launch into a sign-in (see launchTokens.ts). The launch's signature and expiry are checked first (401),
 * then what it names (404 course_unavailable for a revoked integration or a deleted course). Learner, share and
 * token are written in one transaction. The sign-in is held to the launch's course and purpose (builder,
 * player, or a SCORM package's player: http/launchAccess.ts) and ends no later than the launch.
 */
export async function redeemLaunch(
  db: Database,
  signer: Signer,
  body: RedeemLaunchRequest,
  tokenTtlSeconds: number,
): Promise<RedeemedLaunch> {
  const claims = verifyLaunchToken(signer, body.launch);
  if (!claims) throw errors.unauthenticated();
  const [found] = await db
    .select({ integration: apiIntegrations, course: courses })
    .from(apiIntegrations)
    .innerJoin(courses, eq(courses.id, claims.courseId))
    .where(eq(apiIntegrations.id, claims.integrationId));
  if (!found || found.integration.revoked_at) throw courseUnavailable();
  const { integration, course } = found;
  // Only the creator's own courses: a launch is only ever made for them, but the course may have changed hands.
  if (course.user_id !== integration.user_id) throw courseUnavailable();
  // A SCORM or cmi5 package is bound to its one course.
  const isPackage = integration.kind === "scorm" || integration.kind === "cmi5";
  if (isPackage && integration.course_id !== course.id) throw courseUnavailable();

  const common = {
    course_id: course.id,
    purpose: claims.purpose,
    allowed_origins: integration.allowed_origins,
    scorm_version: integration.scorm_version,
  };
  const now = Date.now();

  if (claims.purpose === "builder") {
    // The builder edits the creator's course: the author signs in as the creator, for this course's builder only.
    // SCORM and cmi5 packages never author; an LTI platform's instructors do (modules/lti/launch.ts).
    if (isPackage) throw courseUnavailable();
    const end = signInEnd(BUILDER_TOKEN_SECONDS, claims.exp, now);
    const token = await issueAccessToken(db, integration.user_id, end, {
      integrationId: integration.id,
      scope: { kind: "builder", courseId: course.id },
    });
    await touch(db, integration.id);
    return {
      ...common,
      access_token: token,
      expires_at: end.toISOString(),
      share_id: null,
      integration_user_id: claims.integrationUserId ?? body.integration_user_id ?? null,
    };
  }

  // The launch's own user wins: an LMS user cannot redeem someone else's launch as themselves.
  const integrationUserId = claims.integrationUserId ?? body.integration_user_id ?? ANONYMOUS_INTEGRATION_USER;
  const end = signInEnd(Math.min(tokenTtlSeconds, PLAYER_TOKEN_MAX_SECONDS), claims.exp, now);
  const scope = { kind: isPackage ? "scorm" : "player", courseId: course.id } as const;
  const { token, shareId } = await db.transaction(async (tx) => {
    const share = await ensureIntegrationShare(tx, integration, course);
    if (share.revoked_at) throw courseUnavailable();
    const learner = await ensureIntegrationLearner(tx, integration.id, integrationUserId);
    const token = await issueAccessToken(tx, learner.id, end, { integrationId: integration.id, scope });
    return { token, shareId: share.id };
  });
  await touch(db, integration.id);
  return {
    ...common,
    access_token: token,
    expires_at: end.toISOString(),
    share_id: shareId,
    integration_user_id: integrationUserId,
  };
}

/**
 * last_used_at is for the creator's list ("last used"): a minute of precision keeps a busy integration's calls
 * from writing the row every time.
 */
export async function touch(db: Database, integrationId: number): Promise<void> {
  await db
    .update(apiIntegrations)
    .set({ last_used_at: sql`now()` })
    .where(
      and(
        eq(apiIntegrations.id, integrationId),
        or(isNull(apiIntegrations.last_used_at), lt(apiIntegrations.last_used_at, sql`now() - interval '1 minute'`)),
      ),
    );
}
