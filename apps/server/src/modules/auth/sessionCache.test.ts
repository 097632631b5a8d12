import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { users } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";

forEachDatabase(
  "session cache (SESSION_CACHE_SECONDS)",
  (t) => {
    const me = async (token: string) => t.inject({ method: "GET", url: "/api/user", headers: bearer(token) });

    it("reuses a looked-up session within its seconds: a change made behind the server's back shows later", async () => {
      const { user, token } = await t.createUser({ name: "Before" });
      expect((await me(token)).json().data.name).toBe("Before");
      // Another process (here: the database directly) renamed the user: this process still has the session.
      await t.db.update(users).set({ name: "Behind the back" }).where(eq(users.id, user.id));
      expect((await me(token)).json().data.name).toBe("Before");
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
