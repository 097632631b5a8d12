import { describe, expect, it } from "vitest";
import { forEachDatabase, uniqueEmail } from "../../test/context";
import { THUMBNAIL_JOB } from "../media/thumbnails";

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

    it("POST /api/dev/jobs/hold holds a kind of job (stored, not run) until it is released", async () => {
      const hold = (payload: object) => t.inject({ method: "POST", url: "/api/dev/jobs/hold", payload });
      expect((await hold({ name: THUMBNAIL_JOB, held: true })).statusCode).toBe(204);
      // An item that does not exist: the run has nothing to do, and the count of runs is all this looks at.
      await t.jobs.send(THUMBNAIL_JOB, { id: 0 });
      expect(await t.jobs.drain()).toBe(0);
      expect((await hold({ name: THUMBNAIL_JOB, held: false })).statusCode).toBe(204);
      expect(await t.jobs.drain()).toBe(1);
      expect((await hold({ name: "no-such-job", held: true })).statusCode).toBe(404);
      expect((await hold({ name: THUMBNAIL_JOB })).statusCode).toBe(422);
    });
  },
  { env: { EXPOSE_OUTBOX: "true" } },
);

forEachDatabase("GET /api/dev/outbox by default", (t) => {
  describe("without EXPOSE_OUTBOX", () => {
    it("does not exist", async () => {
      const res = await t.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(res.statusCode).toBe(404);
      const hold = { method: "POST", url: "/api/dev/jobs/hold", payload: { name: THUMBNAIL_JOB, held: true } } as const;
      expect((await t.inject(hold)).statusCode).toBe(404);
    });
  });
});
