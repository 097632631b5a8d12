import { randomBytes } from "node:crypto";
import type { CreateShareRequest, LanguageCode, ShareLearner } from "@coursewright/course-model";
import { and, count, desc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import {
  type CourseRow,
  type CourseShareRow,
  courseProgresses,
  courseShareInvitations,
  courseShares,
  courses,
  type UserRow,
  users,
} from "../../db/schema";
import type { Deps } from "../../deps";
import { errors } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import { invitationMail } from "./mail";
import { presentProgressSummary, presentShare, shareUrl } from "./presenter";

/** Shares per page of GET /api/course_shares. */
export const SHARES_PER_PAGE = 20;

/**
 * Shares that are no link to hand out and belong to something else, which ends them: an integration's, and a
 * hub's (its learners' entitlements decide, and deleting the hub revokes it).
 */
const NOT_LISTED: ("integration" | "hub")[] = ["integration", "hub"];

/** 16 random bytes as 22 base64url characters: a share id nobody can guess. */
export const newShareId = () => randomBytes(16).toString("base64url");

/**
 * Creates the share and its invitations in one transaction, then mails every invited address the link
 * (after the commit: a mail never announces a share that was rolled back). A mail that fails is logged; the
 * share stands, and its learner list shows who was invited.
 */
export async function createShare(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  creator: UserRow,
  course: CourseRow,
  body: CreateShareRequest,
  lang: LanguageCode,
  log?: FastifyBaseLogger,
): Promise<CourseShareRow> {
  const share = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courseShares)
      .values({ id: newShareId(), course_id: course.id, user_id: creator.id, kind: body.kind })
      .returning();
    if (!row) throw new Error("share not inserted");
    if (body.kind === "email") {
      await tx.insert(courseShareInvitations).values(body.emails.map((email) => ({ share_id: row.id, email })));
    }
    return row;
  });
  if (body.kind === "email") {
    const url = shareUrl(deps.config.publicUrl, share.id);
    for (const to of body.emails) {
      try {
        await deps.mailer.send(invitationMail({ lang, to, creatorName: creator.name, courseTitle: course.title, url }));
      } catch (error) {
        log?.warn({ err: error, share: share.id }, "share invitation mail failed");
      }
    }
  }
  return share;
}

/** A share the user may manage (its course is theirs): 404 when unknown or revoked, 403 when another's. */
export async function getManagedShare(db: Database, user: UserRow, shareId: string): Promise<CourseShareRow> {
  const [row] = await db
    .select({ share: courseShares, owner: courses.user_id })
    .from(courseShares)
    .innerJoin(courses, eq(courses.id, courseShares.course_id))
    .where(
      and(eq(courseShares.id, shareId), isNull(courseShares.revoked_at), notInArray(courseShares.kind, NOT_LISTED)),
    );
  if (!row) throw errors.notFound();
  authorize(policies.manageCourse(user, { user_id: row.owner }));
  return row.share;
}

/** Learners lose access at once; their progress rows stay (reports of the course still count them). */
export async function revokeShare(db: Database, shareId: string): Promise<void> {
  await db.update(courseShares).set({ revoked_at: new Date() }).where(eq(courseShares.id, shareId));
  announceChange("share", shareId);
}

/** The active shares of a course, newest first, each with its learners and where they stand (not NOT_LISTED). */
export async function listShares(db: Database, publicUrl: string, courseId: number, page: number) {
  const where = and(
    eq(courseShares.course_id, courseId),
    isNull(courseShares.revoked_at),
    notInArray(courseShares.kind, NOT_LISTED),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courseShares)
      .where(where)
      .orderBy(desc(courseShares.created_at), desc(courseShares.id))
      .limit(SHARES_PER_PAGE)
      .offset((page - 1) * SHARES_PER_PAGE),
    db.select({ n: count() }).from(courseShares).where(where),
  ]);
  return { data: await presentShares(db, publicUrl, rows), total: total?.n ?? 0 };
}

export async function presentShares(db: Database, publicUrl: string, rows: CourseShareRow[]) {
  const learners = await learnersOf(db, rows);
  return rows.map((row) => presentShare(row, publicUrl, learners.get(row.id) ?? []));
}

/**
 * E-mail shares list their invited addresses (with the account and progress once there is one); public
 * shares list whoever opened them.
 */
async function learnersOf(db: Database, shares: CourseShareRow[]): Promise<Map<string, ShareLearner[]>> {
  const out = new Map<string, ShareLearner[]>();
  if (shares.length === 0) return out;
  const ids = shares.map((share) => share.id);
  const [invited, progressed] = await Promise.all([
    db
      .select({ share_id: courseShareInvitations.share_id, email: courseShareInvitations.email, user: users })
      .from(courseShareInvitations)
      .leftJoin(users, eq(users.email, courseShareInvitations.email))
      .where(inArray(courseShareInvitations.share_id, ids))
      .orderBy(courseShareInvitations.id),
    db
      .select({ progress: courseProgresses, user: users })
      .from(courseProgresses)
      .innerJoin(users, eq(users.id, courseProgresses.user_id))
      .where(inArray(courseProgresses.share_id, ids))
      .orderBy(courseProgresses.id),
  ]);
  const progressOf = new Map(progressed.map((row) => [`${row.progress.share_id}:${row.user.id}`, row.progress]));
  const add = (shareId: string, learner: ShareLearner) => out.set(shareId, [...(out.get(shareId) ?? []), learner]);
  for (const row of invited) {
    add(row.share_id, {
      email: row.email,
      user_id: row.user?.id ?? null,
      name: row.user?.name ?? null,
      progress: presentProgressSummary(row.user ? progressOf.get(`${row.share_id}:${row.user.id}`) : null),
    });
  }
  const emailShares = new Set(shares.filter((share) => share.kind === "email").map((share) => share.id));
  for (const { progress, user } of progressed) {
    if (emailShares.has(progress.share_id)) continue;
    add(progress.share_id, {
      email: user.email,
      user_id: user.id,
      name: user.name,
      progress: presentProgressSummary(progress),
    });
  }
  return out;
}
