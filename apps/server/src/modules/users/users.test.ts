import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { bearer, forEachDatabase, TEST_PASSWORD, uniqueEmail } from "../../test/context";

const profile = (user: { name: string; email: string }, overrides: Record<string, unknown> = {}) => ({
  name: user.name,
  email: user.email,
  userway_status: 0,
  ...overrides,
});

function multipart(filename: string, contentType: string, data: Buffer, headers: Record<string, string> = {}) {
  const boundary = "----coursewright-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 80, g: 98, b: 254 } } })
    .png()
    .toBuffer();

forEachDatabase(
  "users API",
  (t) => {
    describe("GET /api/user", () => {
      it("answers the signed-in user as the User shape, without private columns", async () => {
        const { user, token } = await t.createUser({ creator: true });
        const res = await t.inject({ method: "GET", url: "/api/user", headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          data: {
            id: user.id,
            name: user.name,
            email: user.email,
            avatar: null,
            userway_status: 0,
            email_verified: true,
            permissions: ["create_course"],
            show_hubs: true,
          },
        });
      });

      it("answers 401 to a guest", async () => {
        const res = await t.inject({ method: "GET", url: "/api/user" });
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe("unauthenticated");
      });

      it("hides hubs for the configured account", async () => {
        const { token } = await t.createUser({ email: "hub-admin@example.com" });
        const res = await t.inject({ method: "GET", url: "/api/user", headers: bearer(token) });
        expect(res.json().data.show_hubs).toBe(false);
      });
    });

    describe("PUT /api/profile", () => {
      it("changes name and the accessibility widget switch", async () => {
        const { user, token } = await t.createUser();
        const res = await t.inject({
          method: "PUT",
          url: "/api/profile",
          headers: bearer(token),
          payload: profile(user, { name: "Grace Hopper", userway_status: 1 }),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ name: "Grace Hopper", userway_status: 1, email_verified: true });
      });

      it("changes only the signed-in user's own profile", async () => {
        const { user: other } = await t.createUser({ name: "Other" });
        const { user, token } = await t.createUser();
        await t.inject({
          method: "PUT",
          url: "/api/profile",
          headers: bearer(token),
          payload: profile(user, { name: "Me" }),
        });
        const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
        expect(row?.name).toBe("Other");
      });

      it("a new e-mail address must be confirmed again: a mail goes to the new address", async () => {
        const { user, token } = await t.createUser();
        const email = uniqueEmail("moved");
        const res = await t.inject({
          method: "PUT",
          url: "/api/profile",
          headers: bearer(token),
          payload: profile(user, { email, current_password: TEST_PASSWORD }),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ email, email_verified: false });
        const link = await t.linkToken(email, "/validateEmail/");
        const confirm = await t.inject({ method: "POST", url: "/api/validate_email", payload: { token: link } });
        expect(confirm.json().data.email_verified).toBe(true);
      });

      it("a confirmation link for the previous address stops working", async () => {
        const { user, token } = await t.createUser({ verified: false });
        await t.inject({ method: "POST", url: "/api/validate_email/resend", headers: bearer(token) });
        const oldLink = await t.linkToken(user.email, "/validateEmail/");
        await t.inject({
          method: "PUT",
          url: "/api/profile",
          headers: bearer(token),
          payload: profile(user, { email: uniqueEmail(), current_password: TEST_PASSWORD }),
        });
        const res = await t.inject({ method: "POST", url: "/api/validate_email", payload: { token: oldLink } });
        expect(res.statusCode).toBe(422);
      });

      it("changes the password with the current one and signs out the other sessions", async () => {
        const { user, token } = await t.createUser();
        const login = await t.inject({
          method: "POST",
          url: "/oauth/token",
          payload: { grant_type: "password", username: user.email, password: TEST_PASSWORD, client_id: "web" },
        });
        const otherSession: string = login.json().access_token;
        const res = await t.inject({
          method: "PUT",
          url: "/api/profile",
          headers: bearer(token),
          payload: profile(user, {
            current_password: TEST_PASSWORD,
            password: "a much better one",
            password_confirmation: "a much better one",
          }),
        });
        expect(res.statusCode).toBe(200);
        expect((await t.inject({ method: "GET", url: "/api/user", headers: bearer(token) })).statusCode).toBe(200);
        expect((await t.inject({ method: "GET", url: "/api/user", headers: bearer(otherSession) })).statusCode).toBe(
          401,
        );
        const relogin = await t.inject({
          method: "POST",
          url: "/oauth/token",
          payload: { grant_type: "password", username: user.email, password: "a much better one", client_id: "web" },
        });
        expect(relogin.statusCode).toBe(200);
      });

      it("answers 422 errors.current_password when the current password is wrong", async () => {
        const { user, token } = await t.createUser();
        const res = await t.inject({
          method: "PUT",
          url: "/api/profile",
          headers: bearer(token),
          payload: profile(user, {
            current_password: "wrong one",
            password: "a much better one",
            password_confirmation: "a much better one",
          }),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ current_password: ["The current password is not correct."] });
      });

      it.each([
        ["name", { name: "" }, "This field is required."],
        ["email", { email: "nope" }, "Enter a valid e-mail address."],
        ["userway_status", { userway_status: 2 }, "Choose on or off."],
        [
          "current_password",
          { password: "a much better one", password_confirmation: "a much better one" },
          "This field is required.",
        ],
        [
          "password",
          { current_password: TEST_PASSWORD, password: "short", password_confirmation: "short" },
          "The password must be at least 8 characters long.",
        ],
        [
          "password_confirmation",
          { current_password: TEST_PASSWORD, password: "a much better one", password_confirmation: "x" },
          "The passwords do not match.",
        ],
      ])("answers 422 errors.%s for %j", async (field, overrides, message) => {
        const { user, token } = await t.createUser();
        const res = await t.inject({
          method: "PUT",
          url: "/api/profile",
          headers: bearer(token),
          payload: profile(user, overrides),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[field]).toEqual([message]);
      });

      it("answers 422 errors.email when the new address belongs to someone else", async () => {
        const { user: other } = await t.createUser();
        const { user, token } = await t.createUser();
        const res = await t.inject({
          method: "PUT",
          url: "/api/profile",
          headers: bearer(token),
          payload: profile(user, { email: other.email, current_password: TEST_PASSWORD }),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ email: ["An account with this e-mail address already exists."] });
      });

      it("answers 401 to a guest", async () => {
        const res = await t.inject({
          method: "PUT",
          url: "/api/profile",
          payload: profile({ name: "x", email: "x@example.com" }),
        });
        expect(res.statusCode).toBe(401);
      });
    });

    describe("POST /api/profile/avatar and DELETE /api/profile/avatar", () => {
      it("stores a 256x256 WebP under an unguessable key, serves it, and replaces it on the next upload", async () => {
        const { token } = await t.createUser();
        const upload = await t.inject({
          method: "POST",
          url: "/api/profile/avatar",
          ...multipart("me.png", "image/png", await png(640, 480), bearer(token)),
        });
        expect(upload.statusCode).toBe(200);
        const avatar: string = upload.json().data.avatar;
        expect(avatar).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);

        const file = await t.inject({ method: "GET", url: avatar });
        expect(file.statusCode).toBe(200);
        expect(file.headers["content-type"]).toBe("image/webp");
        expect(file.headers["cache-control"]).toContain("immutable");
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

        const second = await t.inject({
          method: "POST",
          url: "/api/profile/avatar",
          ...multipart(
            "me.gif",
            "image/gif",
            await sharp(await png(10, 10))
              .gif()
              .toBuffer(),
            bearer(token),
          ),
        });
        expect(second.statusCode).toBe(200);
        expect(second.json().data.avatar).not.toBe(avatar);
        expect((await t.inject({ method: "GET", url: avatar })).statusCode).toBe(404);
      });

      it("answers 422 errors.file for a file that is not an image, whatever it claims to be", async () => {
        const { token } = await t.createUser();
        const res = await t.inject({
          method: "POST",
          url: "/api/profile/avatar",
          ...multipart("evil.png", "image/png", Buffer.from("<svg onload=alert(1)></svg>"), bearer(token)),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ file: ["The file must be a JPEG, PNG or GIF image."] });
      });

      it("answers 422 errors.file for an image type that is not accepted (WebP) and for no file", async () => {
        const { token } = await t.createUser();
        const webp = await t.inject({
          method: "POST",
          url: "/api/profile/avatar",
          ...multipart(
            "a.webp",
            "image/webp",
            await sharp(await png(10, 10))
              .webp()
              .toBuffer(),
            bearer(token),
          ),
        });
        expect(webp.statusCode).toBe(422);
        const none = await t.inject({
          method: "POST",
          url: "/api/profile/avatar",
          headers: bearer(token),
          payload: {},
        });
        expect(none.statusCode).toBe(422);
        expect(none.json().errors).toEqual({ file: ["This field is required."] });
      });

      it("answers 413 for a file over the size limit", async () => {
        const { token } = await t.createUser();
        const res = await t.inject({
          method: "POST",
          url: "/api/profile/avatar",
          ...multipart("big.png", "image/png", Buffer.alloc(300 * 1024, 1), bearer(token)),
        });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({
          message: "The file is too large. The limit is 0.2 MB.",
          error: "payload_too_large",
        });
      });

      it("removes the avatar", async () => {
        const { token } = await t.createUser();
        const upload = await t.inject({
          method: "POST",
          url: "/api/profile/avatar",
          ...multipart(
            "me.jpg",
            "image/jpeg",
            await sharp(await png(50, 50))
              .jpeg()
              .toBuffer(),
            bearer(token),
          ),
        });
        const avatar: string = upload.json().data.avatar;
        const res = await t.inject({ method: "DELETE", url: "/api/profile/avatar", headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.avatar).toBeNull();
        expect((await t.inject({ method: "GET", url: avatar })).statusCode).toBe(404);
      });

      it("answers 401 to a guest", async () => {
        const upload = await t.inject({
          method: "POST",
          url: "/api/profile/avatar",
          ...multipart("me.png", "image/png", await png(5, 5)),
        });
        expect(upload.statusCode).toBe(401);
        expect((await t.inject({ method: "DELETE", url: "/api/profile/avatar" })).statusCode).toBe(401);
      });
    });

    describe("GET /files/*", () => {
      it("answers 404 JSON for unknown and malformed keys", async () => {
        for (const url of ["/files/avatars/0123.webp", "/files/../../etc/passwd", "/files/%2e%2e/secret.txt"]) {
          const res = await t.inject({ method: "GET", url });
          expect(res.statusCode).toBe(404);
        }
      });
    });
  },
  { env: { HUBS_HIDDEN_FOR_EMAIL: "hub-admin@example.com", MAX_AVATAR_BYTES: String(200 * 1024) } },
);
