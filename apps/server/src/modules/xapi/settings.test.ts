import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { xapiSettings } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";

const STORE = { endpoint: "https://lrs.example.com/xapi/", key: "key-1", secret: "s3cret-value", use_mbox: true };

forEachDatabase("xAPI settings API", (t) => {
  const creatorWithCourse = async () => {
    const creator = await t.createUser({ creator: true });
    const { course } = await buildCourse(t.db, creator.user.id);
    return { creator, course, auth: bearer(creator.token) };
  };

  describe("PUT /api/xapi/courses/:courseId/settings", () => {
    it("stores the store and answers the secret only as set; a later save without a secret keeps it", async () => {
      const { course, auth } = await creatorWithCourse();
      const url = `/api/xapi/courses/${course.id}/settings`;
      const saved = await t.inject({ method: "PUT", url, headers: auth, payload: STORE });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({
        scope: "course",
        course_id: course.id,
        endpoint: STORE.endpoint,
        key: "key-1",
        secret_set: true,
        use_mbox: true,
        pending: 0,
        last_error: null,
      });
      expect(saved.body).not.toContain(STORE.secret);

      const again = await t.inject({
        method: "PUT",
        url,
        headers: auth,
        payload: { ...STORE, key: "key-2", secret: "" },
      });
      expect(again.statusCode, again.body).toBe(200);
      const [row] = await t.db.select().from(xapiSettings).where(eq(xapiSettings.course_id, course.id));
      expect(row).toMatchObject({ key: "key-2", secret: STORE.secret });

      const read = await t.inject({ url, headers: auth });
      expect(read.json()).toMatchObject({ data: { key: "key-2", secret_set: true }, inherited: null });
      expect(read.body).not.toContain(STORE.secret);
    });

    it("keeps the base address when the full statements address is pasted (delivery adds /statements)", async () => {
      const { course, auth } = await creatorWithCourse();
      const url = `/api/xapi/courses/${course.id}/settings`;
      for (const [pasted, kept] of [
        ["https://lrs.example.com/data/xAPI/statements", "https://lrs.example.com/data/xAPI/"],
        ["https://lrs.example.com/data/xAPI/Statements/", "https://lrs.example.com/data/xAPI/"],
        ["https://lrs.example.com/statements-store/xapi", "https://lrs.example.com/statements-store/xapi"],
      ]) {
        const saved = await t.inject({ method: "PUT", url, headers: auth, payload: { ...STORE, endpoint: pasted } });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().data.endpoint, pasted).toBe(kept);
      }
    });

    it("requires a secret the first time, an http(s) address without credentials, and a key without a colon", async () => {
      const { course, auth } = await creatorWithCourse();
      const url = `/api/xapi/courses/${course.id}/settings`;
      const put = (payload: object) => t.inject({ method: "PUT", url, headers: auth, payload });
      const noSecret = await put({ ...STORE, secret: undefined });
      expect(noSecret.statusCode).toBe(422);
      expect(Object.keys(noSecret.json().errors)).toEqual(["secret"]);
      for (const endpoint of ["ftp://lrs.example.com/", "https://user:pw@lrs.example.com/", "not a url"]) {
        const res = await put({ ...STORE, endpoint });
        expect(res.statusCode, endpoint).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(["endpoint"]);
      }
      const colon = await put({ ...STORE, key: "a:b" });
      expect(Object.keys(colon.json().errors)).toEqual(["key"]);
      expect(await t.db.select().from(xapiSettings).where(eq(xapiSettings.course_id, course.id))).toEqual([]);
    });

    it("a bare scheme (https://) is an incomplete address, not one that fails to start with https://", async () => {
      const { course, auth } = await creatorWithCourse();
      const url = `/api/xapi/courses/${course.id}/settings`;
      const put = (payload: object) => t.inject({ method: "PUT", url, headers: auth, payload });
      for (const endpoint of ["https://", "http://", "https:/", " https:// "]) {
        const res = await put({ ...STORE, endpoint });
        expect(res.statusCode, endpoint).toBe(422);
        const [message] = res.json().errors.endpoint as string[];
        expect(message, endpoint).toMatch(/incomplete/);
        expect(message, endpoint).not.toMatch(/starts with/);
      }
      const wrongScheme = await put({ ...STORE, endpoint: "ftp://lrs.example.com/" });
      expect(wrongScheme.json().errors.endpoint[0]).toMatch(/starts with http/);
    });

    it("refuses another creator's course with 403 and an unknown course with 404", async () => {
      const { course } = await creatorWithCourse();
      const other = await t.createUser({ creator: true });
      const url = `/api/xapi/courses/${course.id}/settings`;
      const res = await t.inject({ method: "PUT", url, headers: bearer(other.token), payload: STORE });
      expect(res.statusCode).toBe(403);
      const missing = await t.inject({ url: "/api/xapi/courses/999999/settings", headers: bearer(other.token) });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe("the creator's default store", () => {
    it("is what a course without its own falls back to, and a course's own replaces it", async () => {
      const { course, auth } = await creatorWithCourse();
      const defaults = await t.inject({
        method: "PUT",
        url: "/api/xapi/settings",
        headers: auth,
        payload: { ...STORE, key: "default" },
      });
      expect(defaults.json().data).toMatchObject({ scope: "creator", course_id: null, key: "default" });
      const read = await t.inject({ url: `/api/xapi/courses/${course.id}/settings`, headers: auth });
      expect(read.json()).toMatchObject({ data: null, inherited: { key: "default", scope: "creator" } });

      const removed = await t.inject({ method: "DELETE", url: "/api/xapi/settings", headers: auth });
      expect(removed.json().message).toBe("The learning record store settings were removed.");
      expect((await t.inject({ url: "/api/xapi/settings", headers: auth })).json()).toEqual({ data: null });
    });
  });
});

forEachDatabase(
  "xAPI settings on a server answering over https",
  (t) => {
    it("refuses a plain http store: the secret would cross the network unencrypted", async () => {
      const creator = await t.createUser({ creator: true });
      const res = await t.inject({
        method: "PUT",
        url: "/api/xapi/settings",
        headers: bearer(creator.token),
        payload: { ...STORE, endpoint: "http://lrs.example.com/xapi/" },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.endpoint).toEqual([
        "Enter an https address: this server only reaches learning record stores over https.",
      ]);
    });
  },
  { env: { PUBLIC_URL: "https://app.test" } },
);
