import type { LanguageCode } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type UserRow, users } from "../../db/schema";
import { isUniqueViolation, ValidationError } from "../../http/errors";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { forgetUserSessions } from "../auth/sessionCache";
import { issueEmailToken, revokeUserTokens } from "../auth/tokens";

export interface NewUser {
  name: string;
  email: string;
  password: string;
  locale: LanguageCode;
  permissions?: string[];
  verified?: boolean;
}

export const emailTaken = () => ValidationError.field("email", "validation.email_taken");

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Creates an account; 422 email_taken when the address is in use (checked, and enforced by the index). */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        password_hash: await hashPassword(input.password),
        locale: input.locale,
        permissions: input.permissions ?? [],
        email_verified_at: input.verified ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error("insert returned no user");
    return row;
  } catch (error) {
    // Two registrations with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function updateUser(db: Database, id: number, changes: Partial<typeof users.$inferInsert>) {
  // Signed-in requests must see the change (a confirmed address, a new name) on their next call.
  forgetUserSessions(id);
  const [row] = await db
    .update(users)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

export interface ProfileChanges {
  name: string;
  email: string;
  userway_status: 0 | 1;
  current_password?: string;
  password?: string;
}

/**
 * Applies a profile edit. A new e-mail address, like a new password, needs the current password (a stolen
 * session must not be able to move the account to another mailbox); the new address must be confirmed again, and
 * the old one gets a link that puts it back (`undoToken`, for emailChange.ts to mail). A new password signs out
 * every other session.
 */
export async function updateProfile(
  db: Database,
  user: UserRow,
  changes: ProfileChanges,
  currentTokenId: number,
  emailUndoTtlSeconds: number,
): Promise<{ user: UserRow; emailChanged: boolean; undoToken: string | null }> {
  const emailChanged = changes.email !== user.email;
  if (emailChanged || changes.password) {
    if (!changes.current_password) throw ValidationError.field("current_password", "validation.required");
    if (!(await verifyPassword(changes.current_password, user.password_hash))) {
      throw ValidationError.field("current_password", "validation.current_password");
    }
  }
  if (emailChanged) {
    const other = await findUserByEmail(db, changes.email);
    if (other && other.id !== user.id) throw emailTaken();
  }
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const updated = await updateUser(tx, user.id, {
        name: changes.name,
        email: changes.email,
        userway_status: changes.userway_status,
        ...(emailChanged ? { email_verified_at: null } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      });
      if (passwordHash) await revokeUserTokens(tx, user.id, currentTokenId);
      // Bound to the old address: the link mailed there puts it back.
      const undoToken = emailChanged
        ? await issueEmailToken(tx, { id: user.id, email: user.email }, "email_change_undo", emailUndoTtlSeconds)
        : null;
      return { user: updated, emailChanged, undoToken };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
