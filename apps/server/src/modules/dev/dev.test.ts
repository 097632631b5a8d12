import { describe, expect, it } from "vitest";
import { forEachDatabase, uniqueEmail } from "../../test/context";

forEachDatabase(
  "GET /api/dev/outbox with EXPOSE_OUTBOX=true",
  (t) => {
    it("answers the mails to an address, newest first", async () => {
      const email = uniqueEmail();
      await t.inject({
        method: "POST",
        url: "/api/register",
        payload: { name: "E2E", email, password: "password-1", password_confirmation: "password-1" },
      });
      await t.inject({ method: "POST", url: "/api/forgot_password", payload: { email } });
      const res = await t.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.map((m: { subject: string }) => m.subject)).toEqual([
        "Reset your password",
        "Confirm your e-mail address",
      ]);
      expect(data[0]).toMatchObject({ to: email, text: expect.stringContaining("/setNewPassword/") });
      expect(Date.parse(data[0].created_at)).not.toBeNaN();
    });
  },
  { env: { EXPOSE_OUTBOX: "true" } },
);

forEachDatabase("GET /api/dev/outbox by default", (t) => {
  describe("without EXPOSE_OUTBOX", () => {
    it("does not exist", async () => {
      const res = await t.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(res.statusCode).toBe(404);
    });
  });
});
