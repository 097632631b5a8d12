import { and, eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { emailTokens, users } from "../../db/schema";
import { bearer, forEachDatabase, TEST_PASSWORD, type TestContext, uniqueEmail } from "../../test/context";

const DAY_MS = 24 * 3600 * 1000;

/** A signed-in user and a second session of theirs (another device). */
async function userWithTwoSessions(t: TestContext) {
  const { user, token } = await t.createUser();
  const login = await t.inject({
    method: "POST",
    url: "/oauth/token",
    payload: { grant_type: "password", username: user.email, password: TEST_PASSWORD, client_id: "web" },
  });
  return { user, token, otherSession: String(login.json().access_token) };
}

forEachDatabase("changing the e-mail address", (t) => {
  const changeEmail = (token: string, user: { name: string }, email: string, currentPassword?: string) =>
    t.inject({
      method: "PUT",
      url: "/api/profile",
      headers: bearer(token),
      payload: {
        name: user.name,
        email,
        userway_status: 0,
        ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
      },
    });
  const undo = (token: string) => t.inject({ method: "POST", url: "/api/email_change/undo", payload: { token } });
  const emailOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.email;

  afterEach(() => vi.useRealTimers());

  it("needs the current password: 422 on current_password when it is missing or wrong, and nothing changes", async () => {
    const { user, token } = await t.createUser();
    const email = uniqueEmail("thief");
    for (const [password, message] of [
      [undefined, "This field is required."],
      ["", "This field is required."],
      ["not the password", "The current password is not correct."],
    ] as const) {
      const res = await changeEmail(token, user, email, password);
      expect(res.statusCode, String(password)).toBe(422);
      expect(res.json().errors).toEqual({ current_password: [message] });
    }
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await t.outbox(email)).toHaveLength(0);
    expect(await t.outbox(user.email)).toHaveLength(0);
    // The same address in another spelling is no change, and needs no password.
    const same = await changeEmail(token, user, ` ${user.email.toUpperCase()} `);
    expect(same.statusCode).toBe(200);
  });

  it("mails the new address its confirmation and the old one a notice with a link that undoes it", async () => {
    const { user, token } = await t.createUser();
    const email = uniqueEmail("new");
    const res = await changeEmail(token, user, email, TEST_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email, email_verified: false });
    await t.linkToken(email, "/validateEmail/");
    const [notice] = await t.outbox(user.email);
    expect(notice?.subject).toBe("Your e-mail address was changed");
    expect(notice?.text).toContain(`was changed to ${email}.`);
    expect(notice?.text).toContain("The link is valid for 7 days and can be used once.");
    expect(notice?.html).toContain("/undoEmailChange/");
    const link = await t.linkToken(user.email, "/undoEmailChange/");
    const [row] = await t.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.user_id, user.id), eq(emailTokens.kind, "email_change_undo")));
    expect(row?.email).toBe(user.email);
    expect(Math.abs((row?.expires_at.getTime() ?? 0) - Date.now() - 7 * DAY_MS)).toBeLessThan(60_000);
    expect(link.length).toBeGreaterThan(20);
  });

  it("undoes the change within 7 days: the old address back and confirmed, every session out, the link used up", async () => {
    const { user, token, otherSession } = await userWithTwoSessions(t);
    const email = uniqueEmail("taken-over");
    await changeEmail(token, user, email, TEST_PASSWORD);
    const confirmNew = await t.linkToken(email, "/validateEmail/");
    const link = await t.linkToken(user.email, "/undoEmailChange/");

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 7 * DAY_MS - 60_000);
    const res = await undo(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `Your e-mail address is ${user.email} again, and you have been signed out everywhere.`,
      data: { id: user.id, email: user.email },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    expect(row?.email_verified_at).not.toBeNull();
    for (const session of [token, otherSession]) {
      expect((await t.inject({ method: "GET", url: "/api/user", headers: bearer(session) })).statusCode).toBe(401);
    }
    // The confirmation sent to the new address no longer confirms anything.
    expect(
      (await t.inject({ method: "POST", url: "/api/validate_email", payload: { token: confirmNew } })).statusCode,
    ).toBe(422);
    const again = await undo(link);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ["This link is invalid, has expired or has already been used."] });
  });

  it("refuses the link after 7 days", async () => {
    const { user, token } = await t.createUser();
    const email = uniqueEmail("late");
    await changeEmail(token, user, email, TEST_PASSWORD);
    const link = await t.linkToken(user.email, "/undoEmailChange/");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 7 * DAY_MS + 60_000);
    const res = await undo(link);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toHaveLength(1);
    expect(await emailOf(user.id)).toBe(email);
  });

  it("ends the links of later changes, so whoever made them cannot move the address away again", async () => {
    const { user, token } = await t.createUser();
    const second = uniqueEmail("second");
    const third = uniqueEmail("third");
    await changeEmail(token, user, second, TEST_PASSWORD);
    const ownersLink = await t.linkToken(user.email, "/undoEmailChange/");
    await changeEmail(token, { name: user.name }, third, TEST_PASSWORD);
    const intrudersLink = await t.linkToken(second, "/undoEmailChange/");

    // The intruder's own link first: it puts back their address, but the owner's older link still works.
    expect((await undo(intrudersLink)).statusCode).toBe(200);
    expect(await emailOf(user.id)).toBe(second);
    expect((await undo(ownersLink)).statusCode).toBe(200);
    expect(await emailOf(user.id)).toBe(user.email);

    // Again, the other way round: the owner's link ends the later one.
    const { user: other, token: otherToken } = await t.createUser();
    const b = uniqueEmail("b");
    await changeEmail(otherToken, other, b, TEST_PASSWORD);
    const first = await t.linkToken(other.email, "/undoEmailChange/");
    await changeEmail(otherToken, other, uniqueEmail("c"), TEST_PASSWORD);
    const later = await t.linkToken(b, "/undoEmailChange/");
    expect((await undo(first)).statusCode).toBe(200);
    expect((await undo(later)).statusCode).toBe(422);
    expect(await emailOf(other.id)).toBe(other.email);
  });

  it("answers 422 on token when the old address has meanwhile become another account's", async () => {
    const { user, token } = await t.createUser();
    await changeEmail(token, user, uniqueEmail("moved"), TEST_PASSWORD);
    const link = await t.linkToken(user.email, "/undoEmailChange/");
    await t.createUser({ email: user.email });
    const res = await undo(link);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual([
      "Your previous address is now used by another account, so it cannot be put back. Please contact support.",
    ]);
  });

  it("answers 422 to a link of another kind", async () => {
    const { user, token } = await t.createUser({ verified: false });
    await t.inject({ method: "POST", url: "/api/validate_email/resend", headers: bearer(token) });
    const confirmation = await t.linkToken(user.email, "/validateEmail/");
    expect((await undo(confirmation)).statusCode).toBe(422);
    expect((await undo("")).statusCode).toBe(422);
  });
});
