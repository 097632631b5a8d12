import {
  type CreateHubShareRequest,
  HUB_SHARES_PER_PAGE,
  type HubShare,
  LANGUAGE_CODES,
  type LanguageCode,
} from "@coursewright/course-model";
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/open";
import {
  type HubRow,
  type HubShareRow,
  hubAccessRequests,
  hubShareInvitations,
  hubShares,
  type UserRow,
  users,
} from "../../db/schema";
import type { Deps } from "../../deps";
import { errors } from "../../http/errors";
import type { Db, Tx } from "../courses/db";
import { newShareId } from "../shares/service";
import { hubInvitationMail } from "./mail";
import { hubLanguage } from "./presenter";

export const hubShareUrl = (publicUrl: string, shareId: string) => `${publicUrl}/hubs/share_initial_page/${shareId}`;

export function presentHubShare(row: HubShareRow, publicUrl: string, emails: string[]): HubShare {
  return {
    id: row.id,
    hub_id: row.hub_id,
    kind: row.kind === "email" ? "email" : "public",
    url: hubShareUrl(publicUrl, row.id),
    emails,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A share and its invitations, inside the caller's transaction. The invited people's waiting access requests are
 * answered by it, unless the caller answers one itself (accepting a request makes its share).
 */
export async function insertHubShare(
  tx: Tx,
  hub: HubRow,
  creatorId: number,
  body: CreateHubShareRequest,
  options: { answersRequests: boolean } = { answersRequests: true },
): Promise<HubShareRow> {
  const [row] = await tx
    .insert(hubShares)
    .values({ id: newShareId(), hub_id: hub.id, user_id: creatorId, kind: body.kind })
    .returning();
  if (!row) throw new Error("hub share not inserted");
  if (body.kind === "email") {
    await tx.insert(hubShareInvitations).values(body.emails.map((email) => ({ share_id: row.id, email })));
  }
  if (body.kind === "email" && options.answersRequests) {
    const invited = tx
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.email})`,
          body.emails.map((email) => email.toLowerCase()),
        ),
      );
    await answerPendingRequests(tx, hub.id, row.id, inArray(hubAccessRequests.user_id, invited));
  }
  return row;
}

/**
 * Someone asking for access who gets the hub by a share (invited by e-mail, or opening a link share) has their
 * waiting request answered by it: accepted through that share, so the creator is not left to answer it again
 * (accepting it then would make a second share). No mail: the invitation, or the hub opening, says it.
 */
export async function answerPendingRequests(db: Db, hubId: number, shareId: string, who: SQL): Promise<void> {
  await db
    .update(hubAccessRequests)
    .set({ status: "accepted", share_id: shareId, decided_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(hubAccessRequests.hub_id, hubId), eq(hubAccessRequests.status, "pending"), who));
}

/** Each address's language: its account's, else the hub's (the landing pages speak it too). */
async function languagesOf(db: Db, emails: string[], fallback: LanguageCode): Promise<Map<string, LanguageCode>> {
  const rows =
    emails.length === 0
      ? []
      : await db.select({ email: users.email, locale: users.locale }).from(users).where(inArray(users.email, emails));
  const known = new Map(rows.map((row) => [row.email, LANGUAGE_CODES.find((code) => code === row.locale)]));
  return new Map(emails.map((email) => [email, known.get(email) ?? fallback]));
}

/**
 * Creates the share and its invitations in one transaction, then mails every invited address the link (after the
 * commit, so a mail never announces a share that was rolled back). A failed mail is logged; the share stands.
 */
export async function createHubShare(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  creator: UserRow,
  hub: HubRow,
  body: CreateHubShareRequest,
  log?: FastifyBaseLogger,
): Promise<HubShareRow> {
  const share = await deps.db.transaction((tx) => insertHubShare(tx, hub, creator.id, body));
  if (body.kind === "email") {
    const url = hubShareUrl(deps.config.publicUrl, share.id);
    const languages = await languagesOf(deps.db, body.emails, hubLanguage(hub));
    for (const to of body.emails) {
      const lang = languages.get(to) ?? hubLanguage(hub);
      try {
        await deps.mailer.send(hubInvitationMail({ lang, to, creatorName: creator.name, hubName: hub.name, url }));
      } catch (error) {
        log?.warn({ err: error, share: share.id }, "hub share invitation mail failed");
      }
    }
  }
  return share;
}

/** The hub's active shares, newest first, each with its invited addresses. */
export async function listHubShares(db: Database, publicUrl: string, hubId: number, page: number) {
  const where = and(eq(hubShares.hub_id, hubId), isNull(hubShares.revoked_at));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(hubShares)
      .where(where)
      .orderBy(desc(hubShares.created_at), desc(hubShares.id))
      .limit(HUB_SHARES_PER_PAGE)
      .offset((page - 1) * HUB_SHARES_PER_PAGE),
    db.select({ n: count() }).from(hubShares).where(where),
  ]);
  return { data: await presentHubShares(db, publicUrl, rows), total: total?.n ?? 0 };
}

export async function presentHubShares(db: Db, publicUrl: string, rows: HubShareRow[]): Promise<HubShare[]> {
  const ids = rows.map((row) => row.id);
  const invitations =
    ids.length === 0
      ? []
      : await db
          .select({ share_id: hubShareInvitations.share_id, email: hubShareInvitations.email })
          .from(hubShareInvitations)
          .where(inArray(hubShareInvitations.share_id, ids))
          .orderBy(hubShareInvitations.id);
  return rows.map((row) =>
    presentHubShare(
      row,
      publicUrl,
      invitations.filter((invitation) => invitation.share_id === row.id).map((invitation) => invitation.email),
    ),
  );
}

/** An active share of this hub: 404 otherwise (the hub was checked to be the user's). */
export async function getHubShare(db: Db, hub: HubRow, shareId: string): Promise<HubShareRow> {
  const [row] = await db
    .select()
    .from(hubShares)
    .where(and(eq(hubShares.id, shareId), eq(hubShares.hub_id, hub.id), isNull(hubShares.revoked_at)));
  if (!row) throw errors.notFound();
  return row;
}

/** People who had the hub through it lose it at once (what they enrolled in stays theirs). */
export async function revokeHubShare(db: Db, shareId: string): Promise<void> {
  await db.update(hubShares).set({ revoked_at: new Date() }).where(eq(hubShares.id, shareId));
}
