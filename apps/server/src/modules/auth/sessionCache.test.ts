import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { accessTokens, users } from "../../db/schema";
import { bearer, eventually, forEachDatabase } from "../../test/context";

forEachDatabase(
  "session cache (SESSION_CACHE_SECONDS)",
  (t) => {
    const me = async (token: string) => t.inject({ method: "GET", url: "/api/user", headers: bearer(token) });

    it("reuses a looked-up session within its seconds: a change the database does not announce shows later", async () => {
      const { user, token } = await t.createUser();
      expect((await me(token)).statusCode).toBe(200);
      // Deleting a token row is not announced (expired tokens are cleaned up that way): the cached session stays.
      await t.db.delete(accessTokens).where(eq(accessTokens.user_id, user.id));
      expect((await me(token)).statusCode).toBe(200);
    });

    it("forgets at once what another process changes: a user renamed, a token revoked (database notices)", async () => {
      const { user, token } = await t.createUser({ name: "Before" });
      expect((await me(token)).json().data.name).toBe("Before");
      // Another process (here: the database directly) renames the user, then signs the token out.
      await t.db.update(users).set({ name: "Behind the back" }).where(eq(users.id, user.id));
      await eventually(async () => expect((await me(token)).json().data.name).toBe("Behind the back"));
      await t.db.update(accessTokens).set({ revoked_at: new Date() }).where(eq(accessTokens.user_id, user.id));
      await eventually(async () => expect((await me(token)).statusCode).toBe(401));
    });

    it("forgets a session at once when it is signed out in this process", async () => {
      const { token } = await t.createUser();
      expect((await me(token)).statusCode).toBe(200);
      expect((await t.inject({ method: "POST", url: "/api/logout", headers: bearer(token) })).statusCode).toBe(204);
      expect((await me(token)).statusCode).toBe(401);
    });

    it("forgets a user's sessions at once when the profile changes in this process", async () => {
      const { user, token } = await t.createUser({ name: "Old name" });
      expect((await me(token)).json().data.name).toBe("Old name");
      const res = await t.inject({
        method: "PUT",
        url: "/api/profile",
        headers: bearer(token),
        payload: { name: "New name", email: user.email, userway_status: 0 },
      });
      expect(res.statusCode).toBe(200);
      expect((await me(token)).json().data.name).toBe("New name");
    });
  },
  { env: { SESSION_CACHE_SECONDS: "30" } },
);
