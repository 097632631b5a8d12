import {
  type ForgotPasswordRequest,
  isLanguageCode,
  type LanguageCode,
  PERMISSIONS,
  type RegisterRequest,
  type ResetPasswordRequest,
  type TokenRequest,
  type TokenResponse,
  WEB_CLIENT_ID,
} from "@coursewright/course-model";
import type { UserRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { errors, ValidationError } from "../../http/errors";
import { actionMail } from "../../mail/templates";
import { presentUser } from "../users/presenter";
import { createUser, findUserByEmail, findUserById, updateUser } from "../users/service";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import { consumeEmailToken, expireEmailTokens, issueAccessToken, issueEmailToken, revokeUserTokens } from "./tokens";

export async function tokenResponse(deps: Deps, user: UserRow): Promise<TokenResponse> {
  const { config, db } = deps;
  const accessToken = await issueAccessToken(db, user.id, config.tokenTtlSeconds);
  const presented = presentUser(user, config);
  return {
    access_token: accessToken,
    token_type: "Bearer",
    expires_in: config.tokenTtlSeconds,
    user: presented,
    permissions: presented.permissions,
    appMode: "default",
  };
}

/** The password grant. Unknown e-mail and wrong password answer the same 401, in the same time. */
export async function signIn(deps: Deps, input: TokenRequest): Promise<TokenResponse> {
  if (input.client_id !== WEB_CLIENT_ID) throw errors.invalidClient();
  const user = await findUserByEmail(deps.db, input.username);
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !valid) throw errors.invalidCredentials();
  return tokenResponse(deps, user);
}

/** Registration signs the new user in at once; the e-mail confirmation can follow later. */
export async function register(
  deps: Deps,
  input: RegisterRequest,
  options: { creator: boolean; locale: LanguageCode },
): Promise<TokenResponse> {
  const user = await createUser(deps.db, {
    name: input.name,
    email: input.email,
    password: input.password,
    locale: options.locale,
    permissions: options.creator ? [PERMISSIONS.createCourse] : [],
  });
  await sendVerificationMail(deps, user);
  return tokenResponse(deps, user);
}

export function userLocale(user: UserRow): LanguageCode {
  return isLanguageCode(user.locale) ? user.locale : "en";
}

export async function sendVerificationMail(deps: Deps, user: UserRow): Promise<void> {
  const { config, db, mailer } = deps;
  const token = await issueEmailToken(db, user, "verify_email", config.emailTokenTtlSeconds);
  await mailer.send(
    actionMail({
      lang: userLocale(user),
      to: user.email,
      name: user.name,
      section: "mail.verify_email",
      url: `${config.publicUrl}/validateEmail/${token}`,
      expiryParams: { hours: Math.round(config.emailTokenTtlSeconds / 3600) },
    }),
  );
}

const invalidToken = () => ValidationError.field("token", "validation.token_invalid");

/** Confirms the address the link was sent to; a link for a previous address no longer counts. */
export async function validateEmail(deps: Deps, token: string): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, token, "verify_email");
    const user = used ? await findUserById(tx, used.user_id) : null;
    if (!used || !user || user.email !== used.email) throw invalidToken();
    return user.email_verified_at ? user : updateUser(tx, user.id, { email_verified_at: new Date() });
  });
}

/**
 * Always succeeds from the caller's view, so the answer does not reveal which addresses have accounts. The new
 * link replaces every earlier one: an older mail left in a mailbox no longer resets the password.
 */
export async function forgotPassword(deps: Deps, input: ForgotPasswordRequest): Promise<void> {
  const { config, db, mailer } = deps;
  const user = await findUserByEmail(db, input.email);
  if (!user) return;
  const token = await db.transaction(async (tx) => {
    await expireEmailTokens(tx, user.id, "reset_password");
    return issueEmailToken(tx, user, "reset_password", config.resetTokenTtlSeconds);
  });
  await mailer.send(
    actionMail({
      lang: userLocale(user),
      to: user.email,
      name: user.name,
      section: "mail.reset_password",
      url: `${config.publicUrl}/setNewPassword/${token}`,
      expiryParams: { minutes: Math.round(config.resetTokenTtlSeconds / 60) },
    }),
  );
}

/**
 * Sets the new password and signs the user out everywhere (whoever knew the old password is out); every other
 * reset link of the user stops working. Following the link proves the mailbox, so the address counts as
 * confirmed too.
 */
export async function resetPassword(deps: Deps, input: ResetPasswordRequest): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, input.token, "reset_password");
    const user = used ? await findUserById(tx, used.user_id) : null;
    if (!used || !user || user.email !== used.email) throw invalidToken();
    await updateUser(tx, user.id, {
      password_hash: passwordHash,
      email_verified_at: user.email_verified_at ?? new Date(),
    });
    await expireEmailTokens(tx, user.id, "reset_password");
    await revokeUserTokens(tx, user.id);
  });
}
