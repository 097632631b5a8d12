import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type ApiIntegrationRow, type CourseRow, type CourseShareRow, courseShares, users } from "../../db/schema";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../courses/db";
import { newShareId } from "../shares/service";

/**
 * An integration learner's address: unique per integration and external user, never deliverable (.invalid is
 * reserved), and free of the external id itself (which may be an e-mail address or personal data).
 */
export function integrationLearnerEmail(integrationId: number, integrationUserId: string): string {
  const digest = createHash("sha256").update(integrationUserId, "utf8").digest("hex").slice(0, 24);
  return `i${integrationId}-${digest}@integrations.invalid`;
}

// One scrypt hash of random bytes nobody keeps, shared by every integration learner: it never matches a
// password, and hashing anew for each first launch would cost ~50 ms of CPU for nothing.
let unusablePasswordHash: Promise<string> | undefined;
const unusablePassword = () => {
  unusablePasswordHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return unusablePasswordHash;
};

/**
 * The learner an integration brings for its user, created on first use. Two first launches of one user at the
 * same moment both land here: the insert that loses does nothing (ON CONFLICT) and both read the same row.
 */
export async function ensureIntegrationLearner(db: Db, integrationId: number, integrationUserId: string) {
  await db
    .insert(users)
    .values({
      name: integrationUserId,
      email: integrationLearnerEmail(integrationId, integrationUserId),
      password_hash: await unusablePassword(),
      integration_id: integrationId,
      integration_user_id: integrationUserId,
      // The external system vouches for its users; there is no mailbox to confirm.
      email_verified_at: new Date(),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.integration_id, integrationId), eq(users.integration_user_id, integrationUserId)));
  if (!row) throw new Error("integration learner missing after insert");
  return row;
}

/** The share the integration's learners play the course through, created on first use (race-safe like above). */
export async function ensureIntegrationShare(
  db: Db,
  integration: Pick<ApiIntegrationRow, "id" | "user_id">,
  course: Pick<CourseRow, "id">,
): Promise<CourseShareRow> {
  await db
    .insert(courseShares)
    .values({
      id: newShareId(),
      course_id: course.id,
      user_id: integration.user_id,
      kind: "integration",
      integration_id: integration.id,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(courseShares)
    .where(and(eq(courseShares.integration_id, integration.id), eq(courseShares.course_id, course.id)));
  if (!row) throw new Error("integration share missing after insert");
  return row;
}
