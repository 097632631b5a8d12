import type { Course, CourseWithContents } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "./testing";

// Issue 17: a course has a language of its own, which its content's direction and lang follow.
forEachDatabase("course language API", (t) => {
  const creator = () => t.createUser({ creator: true });
  const send = (method: "POST" | "PUT", url: string, token: string, payload: object, lang?: string) =>
    t.inject({ method, url, payload, headers: { ...bearer(token), ...(lang ? { "content-language": lang } : {}) } });
  const stored = async (id: number) =>
    (await t.db.select({ language: courses.language }).from(courses).where(eq(courses.id, id)))[0]?.language;

  describe("POST /api/courses", () => {
    it("a new course is written in its creator's interface language when none is sent", async () => {
      const { token } = await creator();
      const res = await send("POST", "/api/courses", token, { title: "دورة" }, "ar");
      expect(res.statusCode).toBe(201);
      const { data }: { data: Course } = res.json();
      expect(data.language).toBe("ar");
      expect(await stored(data.id)).toBe("ar");
    });

    it("a request that names no language (an API client) makes a course that follows the interface", async () => {
      const { token } = await creator();
      const res = await send("POST", "/api/courses", token, { title: "Plain" });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.language).toBeNull();
    });

    it("takes the language chosen, or null to follow each reader's interface", async () => {
      const { token } = await creator();
      const english = (await send("POST", "/api/courses", token, { title: "Safety", language: "en" }, "ar")).json();
      expect(english.data.language).toBe("en");
      const none = (await send("POST", "/api/courses", token, { title: "Any", language: null }, "ar")).json();
      expect(none.data.language).toBeNull();
      expect(await stored(none.data.id)).toBeNull();
    });

    it("answers 422 on the field for a language that is not one of the 15, and creates nothing", async () => {
      const { user, token } = await creator();
      for (const language of ["ja", "xx", 7, "AR"]) {
        const res = await send("POST", "/api/courses", token, { title: "Bad", language });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(["language"]);
      }
      expect(await t.db.select().from(courses).where(eq(courses.user_id, user.id))).toHaveLength(0);
    });
  });

  describe("PUT /api/courses/{id}", () => {
    it("changes the language, clears it to null, and leaves it when not sent", async () => {
      const { user, token } = await creator();
      const { course } = await buildCourse(t.db, user.id, { title: "Old course" });
      expect(await stored(course.id)).toBeNull();
      const set = await send("PUT", `/api/courses/${course.id}`, token, { language: "ar" });
      expect(set.statusCode).toBe(200);
      expect(set.json().data.language).toBe("ar");
      await send("PUT", `/api/courses/${course.id}`, token, { title: "Renamed" });
      expect(await stored(course.id)).toBe("ar");
      const contents: CourseWithContents = (
        await t.inject({ method: "GET", url: `/api/courses/${course.id}`, headers: bearer(token) })
      ).json().data;
      expect(contents.language).toBe("ar");
      await send("PUT", `/api/courses/${course.id}`, token, { language: null });
      expect(await stored(course.id)).toBeNull();
    });

    it("answers 422 for a bad language and keeps the one stored", async () => {
      const { user, token } = await creator();
      const { course } = await buildCourse(t.db, user.id);
      await send("PUT", `/api/courses/${course.id}`, token, { language: "de" });
      const res = await send("PUT", `/api/courses/${course.id}`, token, { language: "german" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.language).toBeDefined();
      expect(await stored(course.id)).toBe("de");
    });
  });

  it("the player's course read carries it, and a copy of the course keeps it", async () => {
    const { user, token } = await creator();
    const { course } = await buildCourse(t.db, user.id);
    await t.db.update(courses).set({ language: "ar" }).where(eq(courses.id, course.id));
    const player = await t.inject({
      method: "GET",
      url: `/api/course_player/get_course/${course.id}`,
      headers: bearer(token),
    });
    expect(player.statusCode).toBe(200);
    expect(player.json().data.language).toBe("ar");
    const copy = await t.inject({ method: "POST", url: `/api/courses/${course.id}/duplicate`, headers: bearer(token) });
    expect(copy.json().data.language).toBe("ar");
  });

  it("a stored value outside the 15 codes is presented as null (follow the interface)", async () => {
    const { user, token } = await creator();
    const { course } = await buildCourse(t.db, user.id);
    await t.db.update(courses).set({ language: "klingon" }).where(eq(courses.id, course.id));
    const res = await t.inject({ method: "GET", url: `/api/courses/${course.id}`, headers: bearer(token) });
    expect(res.json().data.language).toBeNull();
  });
});
