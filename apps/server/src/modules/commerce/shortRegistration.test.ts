import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { bearer, forEachDatabase, uniqueEmail } from "../../test/context";

forEachDatabase("short registration on its own (POST /api/short_register)", (t) => {
  const register = (payload: object, headers: Record<string, string> = {}) =>
    t.inject({ method: "POST", url: "/api/short_register", payload, headers });

  describe("POST /api/short_register", () => {
    it("makes a learner account, mails a link to set its password and signs the learner in", async () => {
      const email = uniqueEmail("short");
      const res = await register({ name: "  Grace Visitor ", email }, { "content-language": "de" });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.account_created).toBe(true);
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      expect(user?.name).toBe("Grace Visitor");
      expect(user?.permissions).toEqual([]);
      expect(user?.locale).toBe("de");
      expect(await t.linkToken(email, "/setNewPassword/")).toMatch(/^[\w-]{20,}$/);
      const me = await t.inject({ method: "GET", url: "/api/user", headers: bearer(data.access_token) });
      expect(me.json().data.email).toBe(email);
    });

    it("asks an address that has an account to log in, saying nothing more and sending nothing", async () => {
      const existing = await t.createUser();
      const before = (await t.outbox(existing.user.email)).length;
      const res = await register({ name: "Someone", email: existing.user.email.toUpperCase() });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe("login_required");
      expect(res.json().errors).toEqual({ email: [expect.stringMatching(/log in/)] });
      expect(res.body).not.toContain(existing.user.name);
      expect((await t.outbox(existing.user.email)).length).toBe(before);
    });

    it("refuses a missing name or a bad address with the field's message", async () => {
      const res = await register({ name: " ", email: "not an address" });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(["email", "name"]);
      const empty = await register({});
      expect(empty.statusCode).toBe(422);
    });

    it("makes nothing for someone signed in already", async () => {
      const learner = await t.createUser();
      const email = uniqueEmail("signed-in");
      const res = await register({ name: "Other", email }, bearer(learner.token));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ account_created: false, access_token: null });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });
  });
});

forEachDatabase(
  "short registration is rate-limited like registration",
  (t) => {
    it("answers 429 past RATE_LIMIT_AUTH_MAX calls a minute from one address", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await t.inject({
          method: "POST",
          url: "/api/short_register",
          payload: { name: "Flood", email: uniqueEmail("flood") },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  },
  { env: { RATE_LIMIT_AUTH_MAX: "3" } },
);
