import {
  forgotPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userSchema,
  validateEmailRequestSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireSession, requireUser } from "../../http/auth";
import { requestLanguage, requestTranslator } from "../../http/i18n";
import type { App } from "../../http/types";
import { presentUser } from "../users/presenter";
import { forgotPassword, register, resetPassword, sendVerificationMail, signIn, validateEmail } from "./service";
import { revokeAccessToken } from "./tokens";

const messageSchema = z.object({ message: z.string() });

export function authRoutes(app: App, deps: Deps): void {
  const { config, db } = deps;
  // Per IP and per route: guessing passwords, mass registration and reset-mail floods are all slowed.
  const rateLimit = { max: config.rateLimitAuthMax, timeWindow: 60_000 };
  const signedIn = authenticate(db);

  app.post(
    "/oauth/token",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in (OAuth 2 password grant; the web app is the public client `web`)",
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema },
      },
      config: { rateLimit },
    },
    async (request) => signIn(deps, request.body),
  );

  for (const [url, creator] of [
    ["/api/register", false],
    ["/api/content_creator_register", true],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags: ["auth"],
          summary: creator ? "Register a content creator and sign in" : "Register a learner and sign in",
          body: registerRequestSchema,
          response: { 200: tokenResponseSchema },
        },
        config: { rateLimit },
      },
      async (request) => register(deps, request.body, { creator, locale: requestLanguage(request) }),
    );
  }

  app.post(
    "/api/logout",
    {
      schema: { tags: ["auth"], summary: "Revoke the bearer token (and the beacon tokens handed out to it)" },
      preHandler: signedIn,
      config: { launch: { areas: ["account"] } },
    },
    async (request, reply) => {
      await revokeAccessToken(db, requireSession(request).tokenId);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/validate_email",
    {
      schema: {
        tags: ["auth"],
        summary: "Confirm an e-mail address with the token from the mailed link",
        body: validateEmailRequestSchema,
        response: { 200: z.object({ message: z.string(), data: userSchema }) },
      },
    },
    async (request) => {
      const user = await validateEmail(deps, request.body.token);
      return { message: requestTranslator(request)("server.email_verified"), data: presentUser(user, config) };
    },
  );

  app.post(
    "/api/validate_email/resend",
    {
      schema: { tags: ["auth"], summary: "Mail a new confirmation link", response: { 200: messageSchema } },
      preHandler: signedIn,
    },
    async (request) => {
      const user = requireUser(request);
      const t = requestTranslator(request);
      if (user.email_verified_at) return { message: t("server.email_already_verified") };
      await sendVerificationMail(deps, user);
      return { message: t("server.verification_sent") };
    },
  );

  app.post(
    "/api/forgot_password",
    {
      schema: {
        tags: ["auth"],
        summary: "Mail a password reset link (answers the same whether the account exists or not)",
        body: forgotPasswordRequestSchema,
        response: { 200: messageSchema },
      },
      config: { rateLimit },
    },
    async (request) => {
      await forgotPassword(deps, request.body);
      return { message: requestTranslator(request)("server.reset_link_sent") };
    },
  );

  app.post(
    "/api/reset_password",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with the token from the mailed link",
        body: resetPasswordRequestSchema,
        response: { 200: messageSchema },
      },
      config: { rateLimit },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: requestTranslator(request)("server.password_reset") };
    },
  );
}
