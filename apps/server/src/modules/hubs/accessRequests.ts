import {
  ACCESS_REQUESTS_PER_PAGE,
  type AccessRequestStatus,
  type HubAccess,
  type HubAccessRequest,
  LANGUAGE_CODES,
} from "@coursewright/course-model";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/open";
import { type HubAccessRequestRow, type HubRow, hubAccessRequests, type UserRow, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { errors, HttpError, isUniqueViolation } from "../../http/errors";
import type { Db } from "../courses/db";
import { insertHubShare } from "./hubShares";
import { accessAcceptedMail, accessRefusedMail } from "./mail";
import { hubUrl } from "./presenter";

const STATUSES = ["pending", "accepted", "refused"] as const;
export const requestDecided = () => new HttpError(409, "request_decided", "hubs.request_decided");

type RequestWithUser = { request: HubAccessRequestRow; user: Pick<UserRow, "id" | "name" | "email" | "locale"> };

export function presentAccessRequest({ request, user }: RequestWithUser): HubAccessRequest {
  return {
    id: request.id,
    hub_id: request.hub_id,
    user: { id: user.id, name: user.name, email: user.email },
    message: request.message,
    status: STATUSES.find((status) => status === request.status) ?? "pending",
    created_at: request.created_at.toISOString(),
    decided_at: request.decided_at?.toISOString() ?? null,
  };
}

const withUser = (db: Db) =>
  db
    .select({
      request: hubAccessRequests,
      user: { id: users.id, name: users.name, email: users.email, locale: users.locale },
    })
    .from(hubAccessRequests)
    .innerJoin(users, eq(users.id, hubAccessRequests.user_id));

/** Pending requests first, then the answered ones; newest first within each. */
export async function listAccessRequests(
  db: Database,
  hubId: number,
  query: { page: number; status?: AccessRequestStatus | undefined },
) {
  const filters: SQL[] = [eq(hubAccessRequests.hub_id, hubId)];
  if (query.status) filters.push(eq(hubAccessRequests.status, query.status));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    withUser(db)
      .where(where)
      .orderBy(
        asc(sql`case when ${hubAccessRequests.status} = 'pending' then 0 else 1 end`),
        desc(hubAccessRequests.created_at),
        desc(hubAccessRequests.id),
      )
      .limit(ACCESS_REQUESTS_PER_PAGE)
      .offset((query.page - 1) * ACCESS_REQUESTS_PER_PAGE),
    db.select({ n: count() }).from(hubAccessRequests).where(where),
  ]);
  return { data: rows.map(presentAccessRequest), total: total?.n ?? 0 };
}

/** A request to this hub (the hub was checked to be the user's): 404 otherwise. */
export async function getAccessRequest(db: Db, hub: HubRow, requestId: number): Promise<RequestWithUser> {
  const [row] = await withUser(db).where(
    and(eq(hubAccessRequests.id, requestId), eq(hubAccessRequests.hub_id, hub.id)),
  );
  if (!row) throw errors.notFound();
  return row;
}

const languageOf = (user: Pick<UserRow, "locale">) => LANGUAGE_CODES.find((code) => code === user.locale) ?? "en";

/**
 * Accepting gives the requester an e-mail share of their address (so the creator sees and can revoke it like any
 * other) and mails them the hub's address; one transaction, the mail after it.
 */
export async function decideAccessRequest(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  creator: UserRow,
  hub: HubRow,
  found: RequestWithUser,
  decision: "accepted" | "refused",
  log?: FastifyBaseLogger,
): Promise<HubAccessRequest> {
  if (found.request.status !== "pending") throw requestDecided();
  const decided = await deps.db.transaction(async (tx) => {
    const share =
      decision === "accepted"
        ? await insertHubShare(
            tx,
            hub,
            creator.id,
            { kind: "email", emails: [found.user.email.toLowerCase()] },
            // This request is answered below (a person has at most one waiting request per hub).
            { answersRequests: false },
          )
        : null;
    const [row] = await tx
      .update(hubAccessRequests)
      .set({ status: decision, share_id: share?.id ?? null, decided_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(hubAccessRequests.id, found.request.id), eq(hubAccessRequests.status, "pending")))
      .returning();
    // Answered meanwhile (another tab): nothing changes, the share is rolled back.
    if (!row) throw requestDecided();
    return row;
  });
  const mail = {
    lang: languageOf(found.user),
    to: found.user.email,
    learnerName: found.user.name,
    creatorName: creator.name,
    hubName: hub.name,
    url: hubUrl(deps.config.publicUrl, hub),
  };
  try {
    await deps.mailer.send(decision === "accepted" ? accessAcceptedMail(mail) : accessRefusedMail(mail));
  } catch (error) {
    log?.warn({ err: error, request: found.request.id }, "hub access request mail failed");
  }
  return presentAccessRequest({ request: decided, user: found.user });
}

export const accessGranted = () => new HttpError(409, "access_granted", "hubs.access_granted");

/**
 * A signed-in person asks for a private hub: a new pending request, or the pending one they already have
 * (`created` false). Anyone who may browse the hub already: 409 access_granted.
 */
export async function askForAccess(
  db: Database,
  hub: HubRow,
  user: UserRow,
  access: HubAccess,
  message: string,
): Promise<{ request: HubAccessRequest; created: boolean }> {
  if (access === "granted") throw accessGranted();
  const pending = async () => {
    const [row] = await withUser(db).where(
      and(
        eq(hubAccessRequests.hub_id, hub.id),
        eq(hubAccessRequests.user_id, user.id),
        eq(hubAccessRequests.status, "pending"),
      ),
    );
    return row;
  };
  const existing = await pending();
  if (existing) return { request: presentAccessRequest(existing), created: false };
  try {
    const [row] = await db.insert(hubAccessRequests).values({ hub_id: hub.id, user_id: user.id, message }).returning();
    if (!row) throw new Error("access request not inserted");
    return { request: presentAccessRequest({ request: row, user }), created: true };
  } catch (error) {
    // Two asks at once: the other one made the pending request.
    const raced = isUniqueViolation(error) ? await pending() : undefined;
    if (raced) return { request: presentAccessRequest(raced), created: false };
    throw error;
  }
}
