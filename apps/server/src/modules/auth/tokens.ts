import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/open";
import { accessTokens, type EmailTokenKind, emailTokens, type LaunchKind, type UserRow, users } from "../../db/schema";
import { hashSecret, newSecret } from "./secrets";
import { cachedSession, forgetSessionToken, forgetUserSessions, rememberSession } from "./sessionCache";

/** What a launch's sign-in is held to (http/launchAccess.ts): one kind of use of one course. */
export interface LaunchScope {
  kind: LaunchKind;
  courseId: number;
}

export interface Session {
  user: UserRow;
  tokenId: number;
  /** null: an ordinary sign-in, which may do whatever its user may. */
  scope: LaunchScope | null;
  expiresAt: Date;
}

/** The sign-in a redeemed launch makes: its integration (revoking that revokes it) and its scope. */
export interface LaunchSignIn {
  integrationId: number;
  scope: LaunchScope;
}

/** Issues a bearer token for `lifetime` seconds (or until that moment); only its hash is stored. */
export async function issueAccessToken(
  db: Pick<Database, "insert">,
  userId: number,
  lifetime: number | Date,
  launch: LaunchSignIn | null = null,
): Promise<string> {
  const token = newSecret();
  await db.insert(accessTokens).values({
    user_id: userId,
    token_hash: hashSecret(token),
    expires_at: typeof lifetime === "number" ? new Date(Date.now() + lifetime * 1000) : lifetime,
    integration_id: launch?.integrationId ?? null,
    launch_kind: launch?.scope.kind ?? null,
    launch_course_id: launch?.scope.courseId ?? null,
  });
  return token;
}

// last_used_at is for the user's "where am I signed in" list, not for security: a few minutes of
// precision keep the hottest read path (every authenticated request) free of writes.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** The session of an Authorization header from this process's cache alone; undefined when it is not there. */
export function sessionFromMemory(authorization: string | undefined, now: number): Session | undefined {
  const token = bearerToken(authorization);
  return token === null ? undefined : cachedSession(token, now);
}

/** The user behind a bearer token, or null when it is unknown, expired or revoked. */
export async function findSession(db: Database, token: string): Promise<Session | null> {
  const now = new Date();
  const cached = cachedSession(token, now.getTime());
  if (cached) return cached;
  const tokenHash = hashSecret(token);
  const [row] = await db
    .select({
      user: users,
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.last_used_at,
      expiresAt: accessTokens.expires_at,
      launchKind: accessTokens.launch_kind,
      launchCourseId: accessTokens.launch_course_id,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(
      and(eq(accessTokens.token_hash, tokenHash), isNull(accessTokens.revoked_at), gt(accessTokens.expires_at, now)),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(accessTokens).set({ last_used_at: now }).where(eq(accessTokens.id, row.tokenId));
  }
  const { launchKind, launchCourseId } = row;
  const scope = launchKind === null || launchCourseId === null ? null : { kind: launchKind, courseId: launchCourseId };
  const session: Session = { user: row.user, tokenId: row.tokenId, scope, expiresAt: row.expiresAt };
  rememberSession(token, session, row.expiresAt, now.getTime());
  return session;
}

/** Whether the user's sign-in is still on: not signed out, not revoked, not expired. */
export async function isSessionActive(db: Database, tokenId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.id, tokenId),
        eq(accessTokens.user_id, userId),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, new Date()),
      ),
    );
  return row !== undefined;
}

export async function revokeAccessToken(db: Database, tokenId: number): Promise<void> {
  forgetSessionToken(tokenId);
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revoked_at)));
}

/** Signs the user out everywhere, optionally except the session making the change. */
export async function revokeUserTokens(db: Database, userId: number, exceptTokenId?: number): Promise<void> {
  forgetUserSessions(userId);
  const conditions = [eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)];
  if (exceptTokenId !== undefined) {
    conditions.push(ne(accessTokens.id, exceptTokenId));
  }
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(and(...conditions));
}

/** A single-use secret for an e-mail link, bound to the address it is sent to. */
export async function issueEmailToken(
  db: Database,
  user: Pick<UserRow, "id" | "email">,
  kind: EmailTokenKind,
  ttlSeconds: number,
): Promise<string> {
  const token = newSecret();
  await db.insert(emailTokens).values({
    user_id: user.id,
    kind,
    token_hash: hashSecret(token),
    email: user.email,
    expires_at: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Ends every unused link of a kind the user still has (they expire now), so only the newest one sent, or none
 * once one was used, works. With `issuedAfter` (a token id), only the links issued after that one.
 */
export async function expireEmailTokens(
  db: Pick<Database, "update">,
  userId: number,
  kind: EmailTokenKind,
  issuedAfter?: number,
): Promise<void> {
  const now = new Date();
  await db
    .update(emailTokens)
    .set({ expires_at: now })
    .where(
      and(
        eq(emailTokens.user_id, userId),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, now),
        issuedAfter === undefined ? undefined : gt(emailTokens.id, issuedAfter),
      ),
    );
}

/**
 * Marks an e-mail token used and answers it, or null when it is unknown, expired or already used.
 * One conditional UPDATE, so two clicks racing each other cannot both succeed.
 */
export async function consumeEmailToken(db: Database, token: string, kind: EmailTokenKind) {
  const now = new Date();
  const [row] = await db
    .update(emailTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(emailTokens.token_hash, hashSecret(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, now),
      ),
    )
    .returning();
  return row ?? null;
}
