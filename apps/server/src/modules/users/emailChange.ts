import type { UserRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { isUniqueViolation, ValidationError } from "../../http/errors";
import { actionMail } from "../../mail/templates";
import { sendVerificationMail, userLocale } from "../auth/service";
import { consumeEmailToken, expireEmailTokens, revokeUserTokens } from "../auth/tokens";
import { findUserByEmail, findUserById, updateUser } from "./service";

/** How long the old address can put itself back after a change. */
export const EMAIL_CHANGE_UNDO_TTL_SECONDS = 7 * 24 * 3600;

/**
 * After an address change: the new address gets its confirmation link, the old one a notice with a link that
 * undoes the change (whoever changed it may have taken over the account; the owner still reads the old mailbox).
 */
export async function mailEmailChange(deps: Deps, user: UserRow, oldEmail: string, undoToken: string): Promise<void> {
  await sendVerificationMail(deps, user);
  await deps.mailer.send(
    actionMail({
      lang: userLocale(user),
      to: oldEmail,
      name: user.name,
      section: "mail.email_changed",
      url: `${deps.config.publicUrl}/undoEmailChange/${undoToken}`,
      expiryParams: { days: Math.round(EMAIL_CHANGE_UNDO_TTL_SECONDS / 86400) },
      introParams: { email: user.email },
    }),
  );
}

const invalidToken = () => ValidationError.field("token", "validation.token_invalid");

/**
 * Puts back the address the link was mailed to (following it proves that mailbox, so it counts as confirmed) and
 * signs the account out everywhere. Once, within its days; the links of later changes stop working with it, so
 * whoever made them cannot move the address away again with their own link.
 */
export async function undoEmailChange(deps: Deps, token: string): Promise<UserRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      const used = await consumeEmailToken(tx, token, "email_change_undo");
      const user = used ? await findUserById(tx, used.user_id) : null;
      if (!used || !user) throw invalidToken();
      const other = await findUserByEmail(tx, used.email);
      if (other && other.id !== user.id) throw ValidationError.field("token", "validation.email_change_undo_taken");
      await expireEmailTokens(tx, user.id, "email_change_undo", used.id);
      const restored = await updateUser(tx, user.id, { email: used.email, email_verified_at: new Date() });
      await revokeUserTokens(tx, user.id);
      return restored;
    });
  } catch (error) {
    // Someone registered the old address at this very moment: the unique index decides.
    if (isUniqueViolation(error)) throw ValidationError.field("token", "validation.email_change_undo_taken");
    throw error;
  }
}
