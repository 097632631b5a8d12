import {
  type Course,
  type CourseWithContents,
  DEFAULT_THEME_FIELDS,
  MEDIA_TYPE,
  type Paginated,
  type Theme,
} from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses, themes } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { emptySave } from "../builder/testing";
import { buildCourse } from "../courses/testing";
import { insertItems } from "../media/testing";
import { invitedLearner } from "../shares/testing";
import { buildTheme, useTheme } from "./testing";

const PRIMARY = { r: 80, g: 98, b: 254, a: 1 };
const DARK = { r: 18, g: 18, b: 24, a: 1 };
const COLOR_FIELDS = [
  "font_color",
  "button_background_color",
  "button_text_color",
  "navigation_background_color",
  "navigation_text_color",
  "navigation_icons_background_color",
  "navigation_icons_color",
  "option_background_color",
  "option_text_color",
] as const;

forEachDatabase("theme API", (t) => {
  const creator = () => t.createUser({ creator: true });
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.inject({ method: "GET", url, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object, lang?: string) =>
    t.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...(lang ? { "content-language": lang } : {}) },
      ...(payload ? { payload } : {}),
    });

  describe("GET /api/themes", () => {
    it("pages the creator's own themes 12 at a time, newest first, each with courses_count", async () => {
      const { user, token } = await creator();
      const other = await creator();
      await buildTheme(t.db, other.user.id, { title: "Not mine" });
      const built = [];
      for (let i = 0; i < 13; i++) {
        built.push(
          await buildTheme(t.db, user.id, { title: `Theme ${i}`, createdAt: new Date(Date.UTC(2026, 0, i + 1)) }),
        );
      }
      const newest = built[12];
      if (!newest) throw new Error("setup");
      for (const title of ["A", "B"]) {
        const { course } = await buildCourse(t.db, user.id, { title });
        await useTheme(t.db, course.id, newest.id);
      }
      const res = await get("/api/themes", token);
      expect(res.statusCode).toBe(200);
      const body: Paginated<Theme> = res.json();
      expect(body.data.map((theme) => theme.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Theme ${12 - i}`));
      expect(body.data.map((theme) => theme.courses_count)).toEqual([2, ...Array(11).fill(0)]);
      expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 12, total: 13 });
      expect(body.links.next).toBe("/api/themes?page=2");
      const second: Paginated<Theme> = (await get(body.links.next ?? "", token)).json();
      expect(second.data.map((theme) => theme.id)).toEqual([built[0]?.id]);
      expect(second.links.next).toBeNull();
    });

    it("answers an empty first page to a creator without themes", async () => {
      const { token } = await creator();
      const body: Paginated<Theme> = (await get("/api/themes", token)).json();
      expect(body.data).toEqual([]);
      expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 0 });
    });
  });

  describe("POST /api/themes", () => {
    it("creates a theme from a title alone with the defaults of spec 9", async () => {
      const { token } = await creator();
      const res = await send("POST", "/api/themes", token, { title: "  Brand  " });
      expect(res.statusCode).toBe(201);
      const { data }: { data: Theme } = res.json();
      expect(data).toEqual({
        ...DEFAULT_THEME_FIELDS,
        id: expect.any(Number),
        title: "Brand",
        page_background_image: null,
        courses_count: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(data.button_background_color).toEqual(PRIMARY);
      expect(data.font).toBe("Ubuntu");
      expect((await get(`/api/themes/${data.id}`, token)).json().data).toEqual(data);
    });

    it("stores every field sent, with the background image's signed URL", async () => {
      const { user, token } = await creator();
      const [image] = await insertItems(t.db, user.id, 1);
      const fields = {
        title: "Night",
        page_background_image_media_id: image?.id,
        page_background_color: DARK,
        font: "Playfair Display",
        font_color: { r: 240, g: 240, b: 240, a: 1 },
        background_position: "top",
        background_repeat: "repeat-x",
        background_size: "contain",
        button_background_color: { r: 255, g: 200, b: 0, a: 0.8 },
        button_text_color: { r: 0, g: 0, b: 0, a: 1 },
        navigation_background_color: { r: 10, g: 10, b: 10, a: 0.5 },
        navigation_text_color: { r: 250, g: 250, b: 250, a: 1 },
        navigation_icons_background_color: { r: 255, g: 200, b: 0, a: 1 },
        navigation_icons_color: { r: 0, g: 0, b: 0, a: 1 },
        option_background_color: { r: 40, g: 40, b: 48, a: 1 },
        option_text_color: { r: 230, g: 230, b: 230, a: 1 },
        show_page_title: false,
      };
      const res = await send("POST", "/api/themes", token, fields);
      expect(res.statusCode).toBe(201);
      const { data }: { data: Theme } = res.json();
      expect(data).toMatchObject(fields);
      expect(data.page_background_image?.id).toBe(image?.id);
      expect(data.page_background_image?.url).toMatch(new RegExp(`^/media/${image?.id}/.+\\?exp=\\d+&sig=`));
    });

    it("answers 422 naming every field that is wrong, in the creator's language", async () => {
      const { token } = await creator();
      const colours = Object.fromEntries(COLOR_FIELDS.map((field) => [field, "#ffffff"]));
      const res = await send("POST", "/api/themes", token, {
        title: "",
        page_background_color: { r: 0, g: 0, b: 0 },
        font: "Comic Sans MS",
        background_position: "middle",
        background_repeat: "space",
        background_size: "100%",
        show_page_title: "yes",
        page_background_image_media_id: -3,
        ...colours,
      });
      expect(res.statusCode).toBe(422);
      const errors: Record<string, string[]> = res.json().errors;
      expect(Object.keys(errors).sort()).toEqual(
        [
          "title",
          "page_background_color.a",
          "font",
          "background_position",
          "background_repeat",
          "background_size",
          "show_page_title",
          "page_background_image_media_id",
          ...COLOR_FIELDS,
        ].sort(),
      );
      expect(errors.title).toEqual(["This field is required."]);
      expect(errors.font).toEqual(["This value is not valid."]);
      for (const field of COLOR_FIELDS) expect(errors[field]).toEqual(["This value is not valid."]);
      expect((await get("/api/themes", token)).json().meta.total).toBe(0);
    });

    it("checks colour channels 0-255 and alpha 0-1 channel by channel", async () => {
      const { token } = await creator();
      const res = await send(
        "POST",
        "/api/themes",
        token,
        { title: "X", font_color: { r: 256, g: -1, b: 1.5, a: 1.2 }, option_text_color: { r: 0, g: 0, b: 0, a: -0.1 } },
        "de",
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual([
        "font_color.a",
        "font_color.b",
        "font_color.g",
        "font_color.r",
        "option_text_color.a",
      ]);
      expect(res.json().errors["font_color.r"]).toEqual(["Der Wert darf höchstens 255 betragen."]);
    });

    it("refuses a title over 255 characters and a background that is not one of the creator's images", async () => {
      const { user, token } = await creator();
      const other = await creator();
      const [foreign] = await insertItems(t.db, other.user.id, 1);
      const [audio] = await insertItems(t.db, user.id, 1, { type: MEDIA_TYPE.AUDIO });
      const long = await send("POST", "/api/themes", token, { title: "x".repeat(256) });
      expect(long.json().errors).toEqual({ title: ["This may not be longer than 255 characters."] });
      for (const id of [foreign?.id, audio?.id, 99999999]) {
        const res = await send("POST", "/api/themes", token, { title: "X", page_background_image_media_id: id });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          page_background_image_media_id: ["Choose an image from your media library."],
        });
      }
    });
  });

  describe("PUT /api/themes/{id}", () => {
    it("changes only the fields sent and moves updated_at", async () => {
      const { user, token } = await creator();
      const theme = await buildTheme(t.db, user.id, { title: "Old", createdAt: new Date(Date.UTC(2025, 0, 1)) });
      await t.db
        .update(themes)
        .set({ updated_at: new Date(Date.UTC(2025, 0, 1)) })
        .where(eq(themes.id, theme.id));
      const res = await send("PUT", `/api/themes/${theme.id}`, token, {
        title: "New",
        page_background_color: null,
        font: "Lora",
        show_page_title: false,
      });
      expect(res.statusCode).toBe(200);
      const { data }: { data: Theme } = res.json();
      expect(data).toMatchObject({
        ...DEFAULT_THEME_FIELDS,
        title: "New",
        page_background_color: null,
        font: "Lora",
        show_page_title: false,
      });
      expect(Date.parse(data.updated_at)).toBeGreaterThan(Date.UTC(2025, 0, 2));
      expect((await get(`/api/themes/${theme.id}`, token)).json().data).toEqual(data);
    });

    it("answers 422 per field and changes nothing", async () => {
      const { user, token } = await creator();
      const theme = await buildTheme(t.db, user.id, { title: "Kept" });
      const res = await send("PUT", `/api/themes/${theme.id}`, token, {
        title: " ",
        button_text_color: { r: 0, g: 0, b: 300, a: 1 },
        background_size: "auto",
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        title: ["This field is required."],
        "button_text_color.b": ["This may not be more than 255."],
        background_size: ["This value is not valid."],
      });
      expect((await get(`/api/themes/${theme.id}`, token)).json().data.title).toBe("Kept");
    });
  });

  describe("permissions", () => {
    it("lets only the theme's creator in: another creator 403, a learner 403, a guest 401, a missing theme 404", async () => {
      const owner = await creator();
      const other = await creator();
      const learner = await t.createUser();
      const theme = await buildTheme(t.db, owner.user.id);
      const url = `/api/themes/${theme.id}`;
      const calls = (token?: string) => [
        get(url, token),
        send("PUT", url, token, { title: "Mine now" }),
        send("POST", `${url}/duplicate`, token),
        send("DELETE", url, token),
      ];
      for (const res of await Promise.all(calls(other.token))) expect(res.statusCode).toBe(403);
      for (const res of await Promise.all(calls(learner.token))) expect(res.statusCode).toBe(403);
      expect((await get("/api/themes", learner.token)).statusCode).toBe(403);
      expect((await send("POST", "/api/themes", learner.token, { title: "X" })).statusCode).toBe(403);
      for (const res of await Promise.all(calls())) expect(res.statusCode).toBe(401);
      expect((await get("/api/themes")).statusCode).toBe(401);
      expect((await send("POST", "/api/themes", undefined, { title: "X" })).statusCode).toBe(401);
      expect((await get("/api/themes/99999999", owner.token)).statusCode).toBe(404);
      expect((await get(url, owner.token)).json().data.title).toBe("Theme");
    });
  });

  describe("DELETE /api/themes/{id}", () => {
    it("deletes an unused theme", async () => {
      const { user, token } = await creator();
      const theme = await buildTheme(t.db, user.id);
      const res = await send("DELETE", `/api/themes/${theme.id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "The theme has been deleted.", courses_updated: 0 });
      expect((await get(`/api/themes/${theme.id}`, token)).statusCode).toBe(404);
    });

    it("puts the courses that used it back on the defaults and says how many", async () => {
      const { user, token } = await creator();
      const theme = await buildTheme(t.db, user.id);
      const kept = await buildTheme(t.db, user.id, { title: "Other" });
      const [a, b, c] = [
        await buildCourse(t.db, user.id),
        await buildCourse(t.db, user.id),
        await buildCourse(t.db, user.id),
      ];
      if (!a || !b || !c) throw new Error("setup");
      await useTheme(t.db, a.course.id, theme.id);
      await useTheme(t.db, b.course.id, theme.id);
      await useTheme(t.db, c.course.id, kept.id);
      const res = await send("DELETE", `/api/themes/${theme.id}`, token, undefined, "de");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: "Das Design wurde gelöscht. Kurse, die es verwendet haben, zeigen jetzt das Standardaussehen: 2.",
        courses_updated: 2,
      });
      const course: Course = (await get(`/api/courses/${a.course.id}`, token)).json().data;
      expect(course.theme_id).toBeNull();
      expect(course.theme).toBeNull();
      const rows = await t.db.select({ id: courses.id, theme_id: courses.theme_id }).from(courses);
      const themeOf = new Map(rows.map((row) => [row.id, row.theme_id]));
      expect([themeOf.get(a.course.id), themeOf.get(b.course.id), themeOf.get(c.course.id)]).toEqual([
        null,
        null,
        kept.id,
      ]);
    });
  });

  describe("POST /api/themes/{id}/duplicate", () => {
    it("copies every field under a translated (copy) title; no course uses the copy", async () => {
      const { user, token } = await creator();
      const theme = await buildTheme(t.db, user.id, { title: "Night", font: "Caveat", page_background_color: DARK });
      const { course } = await buildCourse(t.db, user.id);
      await useTheme(t.db, course.id, theme.id);
      const res = await send("POST", `/api/themes/${theme.id}/duplicate`, token);
      expect(res.statusCode).toBe(201);
      const copy: Theme = res.json().data;
      const original: Theme = (await get(`/api/themes/${theme.id}`, token)).json().data;
      expect(copy.id).not.toBe(theme.id);
      const { id: _a, title: _b, created_at: _c, updated_at: _d, courses_count: _e, ...same } = original;
      expect(copy).toMatchObject({ ...same, title: "Night (copy)", courses_count: 0 });
      expect(original.courses_count).toBe(1);
      const french = await send("POST", `/api/themes/${theme.id}/duplicate`, token, undefined, "fr");
      expect(french.json().data.title).toBe("Night (copie)");
    });
  });

  describe("courses with themes", () => {
    it("accepts the creator's own theme on create and update and answers it whole", async () => {
      const { user, token } = await creator();
      const theme = await buildTheme(t.db, user.id, { title: "Brand", page_background_color: DARK });
      const created = await send("POST", "/api/courses", token, { title: "Themed", theme_id: theme.id });
      expect(created.statusCode).toBe(201);
      const course: Course = created.json().data;
      expect(course.theme_id).toBe(theme.id);
      expect(course.theme).toMatchObject({
        id: theme.id,
        title: "Brand",
        page_background_color: DARK,
        courses_count: 1,
      });

      const plain = await send("POST", "/api/courses", token, { title: "Plain" });
      expect(plain.json().data.theme).toBeNull();
      const updated = await send("PUT", `/api/courses/${plain.json().data.id}`, token, { theme_id: theme.id });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data.theme).toMatchObject({ id: theme.id, courses_count: 2 });
      const full: CourseWithContents = (await get(`/api/courses/${course.id}`, token)).json().data;
      expect(full.theme?.id).toBe(theme.id);
      const cleared = await send("PUT", `/api/courses/${course.id}`, token, { theme_id: null });
      expect(cleared.json().data).toMatchObject({ theme_id: null, theme: null });
    });

    it("refuses another creator's theme and an unknown one with 422 on theme_id", async () => {
      const { user, token } = await creator();
      const other = await creator();
      const foreign = await buildTheme(t.db, other.user.id);
      const { course } = await buildCourse(t.db, user.id);
      for (const themeId of [foreign.id, 99999999]) {
        const created = await send("POST", "/api/courses", token, { title: "X", theme_id: themeId }, "es");
        expect(created.statusCode).toBe(422);
        expect(created.json().errors).toEqual({ theme_id: ["Este tema visual no existe."] });
        const updated = await send("PUT", `/api/courses/${course.id}`, token, { theme_id: themeId });
        expect(updated.statusCode).toBe(422);
        expect(updated.json().errors).toEqual({ theme_id: ["This theme does not exist."] });
      }
      const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
      expect(row?.theme_id).toBeNull();
    });

    it("shows each course's theme in the list, the same theme once loaded for many courses", async () => {
      const { user, token } = await creator();
      const first = await buildTheme(t.db, user.id, { title: "First" });
      const second = await buildTheme(t.db, user.id, { title: "Second" });
      for (const [title, themeId] of [
        ["A", first.id],
        ["B", first.id],
        ["C", second.id],
        ["D", null],
      ] as const) {
        const { course } = await buildCourse(t.db, user.id, { title });
        await useTheme(t.db, course.id, themeId);
      }
      const list: Paginated<Course> = (await get("/api/courses", token)).json();
      const byTitle = new Map(list.data.map((course) => [course.title, course.theme]));
      expect(byTitle.get("A")).toMatchObject({ id: first.id, title: "First", courses_count: 2 });
      expect(byTitle.get("B")).toEqual(byTitle.get("A"));
      expect(byTitle.get("C")).toMatchObject({ id: second.id, courses_count: 1 });
      expect(byTitle.get("D")).toBeNull();
    });

    it("carries the theme in the builder save's answer", async () => {
      const { user, token } = await creator();
      const theme = await buildTheme(t.db, user.id, { title: "Brand" });
      const { course } = await buildCourse(t.db, user.id);
      await useTheme(t.db, course.id, theme.id);
      const res = await send("POST", `/api/course_builder/update_course/${course.id}`, token, emptySave());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.theme).toMatchObject({ id: theme.id, title: "Brand" });
    });

    it("gives the player the theme and a new ETag when the theme changes", async () => {
      const { learner, creator: owner, course, share } = await invitedLearner(t);
      // An hour old, so the edit below cannot land in the same millisecond.
      const theme = await buildTheme(t.db, owner.user.id, {
        title: "Brand",
        createdAt: new Date(Date.now() - 3_600_000),
      });
      await t.db.update(themes).set({ updated_at: theme.created_at }).where(eq(themes.id, theme.id));
      await send("PUT", `/api/courses/${course.id}`, owner.token, { theme_id: theme.id });
      const url = `/api/course_player/get_course/${course.id}?share_id=${share.id}`;
      const first = await get(url, learner.token);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.theme).toMatchObject({ id: theme.id, show_page_title: true });
      const etag = String(first.headers.etag);
      expect((await get(url, learner.token, { "if-none-match": etag })).statusCode).toBe(304);

      await send("PUT", `/api/themes/${theme.id}`, owner.token, { show_page_title: false });
      const changed = await get(url, learner.token, { "if-none-match": etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().data.theme).toMatchObject({ id: theme.id, show_page_title: false });

      await send("DELETE", `/api/themes/${theme.id}`, owner.token);
      const gone = await get(url, learner.token, { "if-none-match": String(changed.headers.etag) });
      expect(gone.statusCode).toBe(200);
      expect(gone.json().data.theme).toBeNull();
    });
  });
});
