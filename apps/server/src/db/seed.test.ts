import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../test/context";
import { users } from "./schema";
import { seedDemoAccounts } from "./seed";

forEachDatabase("seedDemoAccounts", (t) => {
  describe("on an empty database", () => {
    it("creates the verified demo creator and learner once; they can sign in with the demo password", async () => {
      expect(await seedDemoAccounts(t.db, "demo-password")).toBe(true);
      expect(await seedDemoAccounts(t.db, "demo-password")).toBe(false);
      const rows = await t.db.select().from(users);
      expect(rows.map((u) => [u.email, u.name, u.permissions, u.email_verified_at !== null]).sort()).toEqual([
        ["creator@example.com", "Demo Creator", ["create_course"], true],
        ["learner@example.com", "Demo Learner", [], true],
      ]);
      const login = await t.inject({
        method: "POST",
        url: "/oauth/token",
        payload: {
          grant_type: "password",
          username: "creator@example.com",
          password: "demo-password",
          client_id: "web",
        },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().permissions).toEqual(["create_course"]);
    });
  });
});
