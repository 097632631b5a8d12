import { translate } from "@coursewright/course-model";
import { CATALOGS } from "@coursewright/course-model/i18n/catalogs";
import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { accessTokens, emailTokens, users } from "../../db/schema";
import { bearer, forEachDatabase, TEST_PASSWORD, uniqueEmail } from "../../test/context";
import { useCheapPasswordHashesForTests } from "./passwords";
import { issueEmailToken } from "./tokens";

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email,
  password: "analytical engine",
  password_confirmation: "analytical engine",
  ...overrides,
});

const tokenRequest = (username: string, password: string) => ({
  grant_type: "password",
  username,
  password,
  client_id: "web",
});

forEachDatabase("accounts API", (t) => {
  describe("POST /oauth/token", () => {
    it("signs in with e-mail and password and answers the token, user, permissions and app mode", async () => {
      const { user, password } = await t.createUser({ creator: true });
      const res = await t.inject({ method: "POST", url: "/oauth/token", payload: tokenRequest(user.email, password) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        token_type: "Bearer",
        expires_in: t.config.tokenTtlSeconds,
        permissions: ["create_course"],
        appMode: "default",
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          avatar: null,
          userway_status: 0,
          email_verified: true,
        },
      });
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await t.inject({ method: "GET", url: "/api/user", headers: bearer(body.access_token) });
      expect(me.json().data.id).toBe(user.id);
    });

    it("accepts a form-encoded request and an e-mail in another case", async () => {
      const { user, password } = await t.createUser();
      const res = await t.inject({
        method: "POST",
        url: "/oauth/token",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(tokenRequest(user.email.toUpperCase(), password)).toString(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(user.id);
    });

    it("stores only a hash of the token", async () => {
      const { user, password } = await t.createUser();
      const res = await t.inject({ method: "POST", url: "/oauth/token", payload: tokenRequest(user.email, password) });
      const token: string = res.json().access_token;
      const rows = await t.db.select().from(accessTokens).where(eq(accessTokens.user_id, user.id));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.token_hash).not.toContain(token);
    });

    it("answers 401 invalid_credentials for a wrong password, and the same for an unknown e-mail", async () => {
      const { user } = await t.createUser();
      const wrong = await t.inject({
        method: "POST",
        url: "/oauth/token",
        payload: tokenRequest(user.email, "nope-nope"),
      });
      const unknown = await t.inject({
        method: "POST",
        url: "/oauth/token",
        payload: tokenRequest(uniqueEmail("nobody"), TEST_PASSWORD),
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        message: "The e-mail address or the password is not correct.",
        error: "invalid_credentials",
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it("refuses a client other than the web app", async () => {
      const { user, password } = await t.createUser();
      const res = await t.inject({
        method: "POST",
        url: "/oauth/token",
        payload: { ...tokenRequest(user.email, password), client_id: "someone-else" },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe("invalid_client");
    });

    it("answers 422 with a message per field", async () => {
      const res = await t.inject({
        method: "POST",
        url: "/oauth/token",
        payload: { grant_type: "client_credentials", username: "not-an-email", password: "" },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: "Some fields need your attention.",
        errors: {
          grant_type: ["Only the password grant is supported."],
          username: ["Enter a valid e-mail address."],
          password: ["This field is required."],
          client_id: ["This field is required."],
        },
      });
    });
  });

  describe("POST /api/register and /api/content_creator_register", () => {
    it("registers a learner, signs them in and mails a confirmation link", async () => {
      const email = uniqueEmail("new");
      const res = await t.inject({ method: "POST", url: "/api/register", payload: registration(email) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        token_type: "Bearer",
        permissions: [],
        user: { email, name: "Ada Lovelace", email_verified: false, permissions: [], show_hubs: true },
      });
      const [mail] = await t.outbox(email);
      expect(mail?.subject).toBe("Confirm your e-mail address");
      expect(mail?.text).toMatch(/http:\/\/app\.test\/validateEmail\/[A-Za-z0-9_-]{43}/);
      expect(mail?.html).toContain("http://app.test/validateEmail/");
    });

    it("registers a content creator with the create_course permission", async () => {
      const email = uniqueEmail("creator");
      const res = await t.inject({
        method: "POST",
        url: "/api/content_creator_register",
        payload: registration(email),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().permissions).toEqual(["create_course"]);
      expect(res.json().user.permissions).toEqual(["create_course"]);
    });

    it("stores the password hashed with scrypt, never as plain text", async () => {
      // At the cost the app uses, not the cheap one of the test runs (src/test/setup.ts).
      useCheapPasswordHashesForTests(false);
      onTestFinished(() => useCheapPasswordHashesForTests(true));
      const email = uniqueEmail();
      await t.inject({ method: "POST", url: "/api/register", payload: registration(email) });
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row?.password_hash).not.toContain("analytical engine");
    });

    it("keeps the registration language for the user's e-mails", async () => {
      const email = uniqueEmail();
      await t.inject({
        method: "POST",
        url: "/api/register",
        headers: { "content-language": "de" },
        payload: registration(email),
      });
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row?.locale).toBe("de");
    });

    it.each([
      ["name", { name: "  " }, "This field is required."],
      ["name", { name: "x".repeat(121) }, "This may not be longer than 120 characters."],
      ["email", { email: "ada@" }, "Enter a valid e-mail address."],
      ["email", { email: undefined }, "This field is required."],
      [
        "password",
        { password: "short", password_confirmation: "short" },
        "The password must be at least 8 characters long.",
      ],
      ["password_confirmation", { password_confirmation: "something else" }, "The passwords do not match."],
    ])("answers 422 errors.%s for %j", async (field, overrides, message) => {
      const res = await t.inject({
        method: "POST",
        url: "/api/register",
        payload: registration(uniqueEmail(), overrides),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("Some fields need your attention.");
      expect(res.json().errors[field]).toEqual([message]);
    });

    it("answers 422 errors.email when the address is taken, whatever its case", async () => {
      const { user } = await t.createUser();
      const res = await t.inject({
        method: "POST",
        url: "/api/content_creator_register",
        payload: registration(user.email.toUpperCase()),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ["An account with this e-mail address already exists."] });
    });

    it("translates 422 messages into the Content-Language and writes the mails in the user's language", async () => {
      const german = (key: string) => translate(CATALOGS.de.server, key);
      expect(german("validation.email")).not.toBe(translate(CATALOGS.en.server, "validation.email"));
      const invalid = await t.inject({
        method: "POST",
        url: "/api/register",
        headers: { "content-language": "de-DE" },
        payload: registration("broken"),
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toEqual({
        message: german("errors.validation_failed"),
        errors: { email: [german("validation.email")] },
      });

      const email = uniqueEmail();
      await t.inject({
        method: "POST",
        url: "/api/register",
        headers: { "content-language": "de" },
        payload: registration(email),
      });
      const [mail] = await t.outbox(email);
      expect(mail?.subject).toBe(german("mail.verify_email.subject"));
    });
  });

  describe("POST /api/logout", () => {
    it("revokes the token: the next request with it is 401 unauthenticated", async () => {
      const { token } = await t.createUser();
      const res = await t.inject({ method: "POST", url: "/api/logout", headers: bearer(token) });
      expect(res.statusCode).toBe(204);
      const after = await t.inject({ method: "GET", url: "/api/user", headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({
        message: "Your session has ended. Please log in again.",
        error: "unauthenticated",
      });
    });

    it("answers 401 without a token", async () => {
      const res = await t.inject({ method: "POST", url: "/api/logout" });
      expect(res.statusCode).toBe(401);
    });
  });

  describe("bearer tokens", () => {
    it("answers 401 for an expired token", async () => {
      const { user, token } = await t.createUser();
      await t.db
        .update(accessTokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(accessTokens.user_id, user.id));
      const res = await t.inject({ method: "GET", url: "/api/user", headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe("unauthenticated");
    });

    it("answers 401 for an unknown token and for a malformed header", async () => {
      for (const authorization of ["Bearer not-a-real-token", "Basic abc", "Bearer"]) {
        const res = await t.inject({ method: "GET", url: "/api/user", headers: { authorization } });
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe("e-mail confirmation", () => {
    it("confirms the address with the mailed link, once", async () => {
      const email = uniqueEmail();
      const reg = await t.inject({ method: "POST", url: "/api/register", payload: registration(email) });
      const token = await t.linkToken(email, "/validateEmail/");

      const res = await t.inject({ method: "POST", url: "/api/validate_email", payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: "Thank you, your e-mail address is confirmed.",
        data: { email, email_verified: true },
      });
      const me = await t.inject({ method: "GET", url: "/api/user", headers: bearer(reg.json().access_token) });
      expect(me.json().data.email_verified).toBe(true);

      const again = await t.inject({ method: "POST", url: "/api/validate_email", payload: { token } });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ token: ["This link is invalid, has expired or has already been used."] });
    });

    it("refuses an unknown, an empty and an expired token", async () => {
      const unknown = await t.inject({ method: "POST", url: "/api/validate_email", payload: { token: "nope" } });
      expect(unknown.statusCode).toBe(422);
      const empty = await t.inject({ method: "POST", url: "/api/validate_email", payload: { token: "" } });
      expect(empty.json().errors).toEqual({ token: ["This field is required."] });

      const email = uniqueEmail();
      await t.inject({ method: "POST", url: "/api/register", payload: registration(email) });
      const token = await t.linkToken(email, "/validateEmail/");
      await t.db.update(emailTokens).set({ expires_at: new Date(Date.now() - 1000) });
      const expired = await t.inject({ method: "POST", url: "/api/validate_email", payload: { token } });
      expect(expired.statusCode).toBe(422);
    });

    it("resends a confirmation link to a signed-in, unconfirmed user", async () => {
      const { user, token } = await t.createUser({ verified: false });
      const res = await t.inject({ method: "POST", url: "/api/validate_email/resend", headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("We have sent you a new confirmation link. Please check your inbox.");
      expect(await t.outbox(user.email)).toHaveLength(1);
    });

    it("does not resend to a confirmed user, and needs a token", async () => {
      const { user, token } = await t.createUser({ verified: true });
      const res = await t.inject({ method: "POST", url: "/api/validate_email/resend", headers: bearer(token) });
      expect(res.json().message).toBe("Your e-mail address is already confirmed.");
      expect(await t.outbox(user.email)).toHaveLength(0);
      const anonymous = await t.inject({ method: "POST", url: "/api/validate_email/resend" });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe("password reset", () => {
    it("mails a reset link; the link sets a new password once and signs out every session", async () => {
      const { user, token: oldSession } = await t.createUser({ verified: false });
      const forgot = await t.inject({ method: "POST", url: "/api/forgot_password", payload: { email: user.email } });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json().message).toMatch(/If an account exists/);
      const [mail] = await t.outbox(user.email);
      expect(mail?.subject).toBe("Reset your password");
      const token = await t.linkToken(user.email, "/setNewPassword/");

      const reset = await t.inject({
        method: "POST",
        url: "/api/reset_password",
        payload: { token, password: "brand new secret", password_confirmation: "brand new secret" },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toBe("Your password has been changed. You can log in with it now.");

      const old = await t.inject({ method: "GET", url: "/api/user", headers: bearer(oldSession) });
      expect(old.statusCode).toBe(401);
      const oldPassword = await t.inject({
        method: "POST",
        url: "/oauth/token",
        payload: tokenRequest(user.email, TEST_PASSWORD),
      });
      expect(oldPassword.statusCode).toBe(401);
      const login = await t.inject({
        method: "POST",
        url: "/oauth/token",
        payload: tokenRequest(user.email, "brand new secret"),
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.email_verified).toBe(true);

      const reuse = await t.inject({
        method: "POST",
        url: "/api/reset_password",
        payload: { token, password: "another secret", password_confirmation: "another secret" },
      });
      expect(reuse.statusCode).toBe(422);
      expect(reuse.json().errors).toEqual({ token: ["This link is invalid, has expired or has already been used."] });
    });

    const resetWith = (token: string, password = "brand new secret") =>
      t.inject({
        method: "POST",
        url: "/api/reset_password",
        payload: { token, password, password_confirmation: password },
      });

    it("a newer reset link ends every older one", async () => {
      const { user } = await t.createUser();
      await t.inject({ method: "POST", url: "/api/forgot_password", payload: { email: user.email } });
      const older = await t.linkToken(user.email, "/setNewPassword/");
      await t.inject({ method: "POST", url: "/api/forgot_password", payload: { email: user.email } });
      const newer = await t.linkToken(user.email, "/setNewPassword/");
      expect(newer).not.toBe(older);
      const refused = await resetWith(older);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.token).toHaveLength(1);
      expect((await resetWith(newer)).statusCode).toBe(200);
    });

    it("using a reset link ends every other one the user still has, older or newer", async () => {
      const { user } = await t.createUser();
      // Links issued side by side (two requests racing, or mailed before this rule existed).
      const links = [];
      for (let i = 0; i < 3; i++) links.push(await issueEmailToken(t.db, user, "reset_password", 3600));
      expect((await resetWith(links[1] ?? "", "the middle one")).statusCode).toBe(200);
      for (const link of [links[0], links[2]])
        expect((await resetWith(link ?? "", "a later attempt")).statusCode).toBe(422);
      const login = await t.inject({
        method: "POST",
        url: "/oauth/token",
        payload: tokenRequest(user.email, "the middle one"),
      });
      expect(login.statusCode).toBe(200);
    });

    it("refuses an expired reset link", async () => {
      const { user } = await t.createUser();
      await t.inject({ method: "POST", url: "/api/forgot_password", payload: { email: user.email } });
      const token = await t.linkToken(user.email, "/setNewPassword/");
      await t.db
        .update(emailTokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.user_id, user.id));
      const res = await t.inject({
        method: "POST",
        url: "/api/reset_password",
        payload: { token, password: "brand new secret", password_confirmation: "brand new secret" },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.token).toHaveLength(1);
    });

    it("does not use a verification link as a reset link", async () => {
      const email = uniqueEmail();
      await t.inject({ method: "POST", url: "/api/register", payload: registration(email) });
      const token = await t.linkToken(email, "/validateEmail/");
      const res = await t.inject({
        method: "POST",
        url: "/api/reset_password",
        payload: { token, password: "brand new secret", password_confirmation: "brand new secret" },
      });
      expect(res.statusCode).toBe(422);
    });

    it("answers 200 for an unknown address but sends nothing", async () => {
      const email = uniqueEmail("ghost");
      const res = await t.inject({ method: "POST", url: "/api/forgot_password", payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(await t.outbox(email)).toHaveLength(0);
    });

    it("answers 422 for a malformed forgot-password request", async () => {
      const res = await t.inject({ method: "POST", url: "/api/forgot_password", payload: { email: "nope" } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ["Enter a valid e-mail address."] });
    });

    it.each([
      ["token", { token: "" }, "This field is required."],
      [
        "password",
        { password: "short", password_confirmation: "short" },
        "The password must be at least 8 characters long.",
      ],
      ["password_confirmation", { password_confirmation: "different!" }, "The passwords do not match."],
    ])("answers 422 errors.%s on reset for %j", async (field, overrides, message) => {
      const res = await t.inject({
        method: "POST",
        url: "/api/reset_password",
        payload: {
          token: "some-token",
          password: "brand new secret",
          password_confirmation: "brand new secret",
          ...overrides,
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    });
  });
});

forEachDatabase(
  "rate limit on the sign-in routes",
  (t) => {
    it("answers 429 with a translated message once the limit per minute is used up", async () => {
      const payload = tokenRequest(uniqueEmail(), "whatever-123");
      for (let i = 0; i < 3; i++) {
        const res = await t.inject({ method: "POST", url: "/oauth/token", payload });
        expect(res.statusCode).toBe(401);
      }
      const limited = await t.inject({ method: "POST", url: "/oauth/token", payload });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe("too_many_requests");
      expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("counts together across server processes sharing the database", async () => {
      const other = await t.buildSecondApp();
      try {
        const payload = { name: "x", email: "bad", password: "x", password_confirmation: "x" };
        const answers: number[] = [];
        for (const app of [t.app, other, t.app, other]) {
          answers.push((await app.inject({ method: "POST", url: "/api/register", payload })).statusCode);
        }
        expect(answers).toEqual([422, 422, 422, 429]);
      } finally {
        await other.close();
      }
    });

    it("counts each route on its own and leaves other routes alone", async () => {
      for (let i = 0; i < 3; i++) {
        const res = await t.inject({ method: "POST", url: "/api/forgot_password", payload: { email: uniqueEmail() } });
        expect(res.statusCode).toBe(200);
      }
      expect(
        (await t.inject({ method: "POST", url: "/api/forgot_password", payload: { email: uniqueEmail() } })).statusCode,
      ).toBe(429);
      expect((await t.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    });
  },
  { env: { RATE_LIMIT_AUTH_MAX: "3" } },
);
