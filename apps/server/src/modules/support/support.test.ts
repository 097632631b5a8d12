import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { supportMessages } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";

forEachDatabase(
  "support API",
  (t) => {
    describe("POST /api/support/send_message", () => {
      it("keeps the message and mails it to the support address with reply-to the user", async () => {
        const { user, token } = await t.createUser({ name: "Ada <Lovelace>" });
        const res = await t.inject({
          method: "POST",
          url: "/api/support/send_message",
          headers: bearer(token),
          payload: { subject: "Cannot upload", message: "The upload <b>fails</b>\nevery time." },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: "Thank you, your message has been sent to our support team." });

        const [mail] = await t.outbox("help@coursewright.test");
        expect(mail).toMatchObject({ reply_to: user.email, subject: "Support request: Cannot upload" });
        expect(mail?.text).toContain(user.email);
        expect(mail?.text).toContain("The upload <b>fails</b>\nevery time.");
        expect(mail?.html).toContain("The upload &#60;b&#62;fails&#60;/b&#62;");
        expect(mail?.html).not.toContain("<b>fails");
        const rows = await t.db.select().from(supportMessages).where(eq(supportMessages.user_id, user.id));
        expect(rows).toHaveLength(1);
      });

      it.each([
        ["subject", { subject: " " }, "This field is required."],
        ["subject", { subject: "s".repeat(201) }, "This may not be longer than 200 characters."],
        ["message", { message: "" }, "This field is required."],
        ["message", { message: undefined }, "This field is required."],
      ])("answers 422 errors.%s for %j", async (field, overrides, message) => {
        const { token } = await t.createUser();
        const res = await t.inject({
          method: "POST",
          url: "/api/support/send_message",
          headers: bearer(token),
          payload: { subject: "Hello", message: "Help", ...overrides },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[field]).toEqual([message]);
      });

      it("answers 401 to a guest and sends nothing", async () => {
        const res = await t.inject({
          method: "POST",
          url: "/api/support/send_message",
          payload: { subject: "a", message: "b" },
        });
        expect(res.statusCode).toBe(401);
        expect(await t.db.select().from(supportMessages)).toHaveLength(1);
      });
    });
  },
  { env: { SUPPORT_EMAIL: "help@coursewright.test" } },
);
