import { randomBytes } from "node:crypto";
import type { LanguageCode, ShortRegistration, ShortRegistrationResult } from "@coursewright/course-model";
import type { FastifyRequest } from "fastify";
import type { UserRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { errors, isUniqueViolation, ValidationError } from "../../http/errors";
import { requestLanguage } from "../../http/i18n";
import { actionMail } from "../../mail/templates";
import { issueAccessToken, issueEmailToken } from "../auth/tokens";
import { sessionUser } from "../shares/access";
import { createUser, findUserByEmail } from "../users/service";

/** How long the sign-in given to a short registration lasts: enough to see what was bought, no more. */
const SHORT_SIGN_IN_SECONDS = 24 * 3600;

/** An address that has an account is asked to log in, without a word about that account. */
export const loginRequired = () =>
  new ValidationError(
    { email: [{ key: "commerce.login_required" }] },
    { id: "login_required", key: "commerce.login_required" },
  );

export interface Buyer {
  user: UserRow;
  result: ShortRegistrationResult;
}

/**
 * The person acting: the signed-in user, else a learner account made from the short registration (spec: catalogue
 * group auth "short register"), whose address gets a link to set a password (the reset link's machinery, valid
 * EMAIL_TOKEN_TTL_SECONDS) and who is signed in for a day. Integration learners act only through their launches.
 */
export async function buyerOf(
  deps: Deps,
  request: FastifyRequest,
  registration: ShortRegistration | undefined,
): Promise<Buyer> {
  const signedIn = sessionUser(request);
  if (signedIn) {
    if (signedIn.integration_id !== null) throw errors.forbidden();
    return { user: signedIn, result: { account_created: false, access_token: null } };
  }
  if (!registration) throw ValidationError.field("buyer", "commerce.buyer_required");
  const user = await registerLearner(deps, registration, requestLanguage(request));
  const accessToken = await issueAccessToken(deps.db, user.id, SHORT_SIGN_IN_SECONDS);
  return { user, result: { account_created: true, access_token: accessToken } };
}

async function registerLearner(deps: Deps, input: ShortRegistration, locale: LanguageCode): Promise<UserRow> {
  const { db, config, mailer } = deps;
  if (await findUserByEmail(db, input.email)) throw loginRequired();
  let user: UserRow;
  try {
    user = await createUser(db, {
      name: input.name,
      email: input.email,
      // Nobody knows it: the mailed link sets the real one.
      password: randomBytes(32).toString("base64url"),
      locale,
      permissions: [],
      verified: false,
    });
  } catch (error) {
    // Registered at this very moment by another request: the same answer.
    if (error instanceof ValidationError || isUniqueViolation(error)) throw loginRequired();
    throw error;
  }
  const token = await issueEmailToken(db, user, "reset_password", config.emailTokenTtlSeconds);
  await mailer.send(
    actionMail({
      lang: locale,
      to: user.email,
      name: user.name,
      section: "mail.short_registration",
      url: `${config.publicUrl}/setNewPassword/${token}`,
      expiryParams: { hours: Math.round(config.emailTokenTtlSeconds / 3600) },
    }),
  );
  return user;
}
