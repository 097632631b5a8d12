import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../test/context";
import { caller, type Method, publishedHub } from "./testing";

const INVALID = "This value is not valid.";
const REFUSED = "Some fields need your attention.";

/**
 * The hubs' input follows the rules of the rest of the API (http/oddInput.test.ts): ids in paths and queries as
 * course-model's idParamSchema reads them, texts PostgreSQL cannot store refused, bidirectional controls stripped
 * from names and titles, every refusal in the standard 422 shape.
 */
forEachDatabase("course hubs: odd input", (t) => {
  const call = caller(t);

  describe("ids", () => {
    it("answers one 422 message for a path id that is no stored id, on every kind of hub route", async () => {
      const { creator, hub, free } = await publishedHub(t);
      const token = creator.token;
      // Numbers JavaScript would read (1e3, 0x10, " 12") are no ids either: ten digits at most, nothing else.
      for (const bad of ["1e3", "0x10", "%2012", "12abc", "-1", "0", "2147483648", "9".repeat(23)]) {
        const routes: [Method, string, string][] = [
          ["GET", `/api/course_hubs/${bad}`, "hubId"],
          ["PUT", `/api/course_hubs/${bad}/courses`, "hubId"],
          ["DELETE", `/api/course_hubs/${hub.id}/bundles/${bad}`, "id"],
          ["PUT", `/api/categories/${bad}`, "id"],
          ["POST", `/api/course_hubs/${hub.id}/access_requests/${bad}/accept`, "id"],
          ["GET", `/api/course_hubs/landing/get_hub/${bad}`, "id"],
          ["GET", `/api/course_hubs/landing/${hub.id}/courses/${bad}`, "courseId"],
          ["GET", `/api/course_hubs/landing/${bad}/media/1`, "hubId"],
          ["POST", `/api/course_hubs/landing/${hub.id}/courses/${bad}/enrol`, "courseId"],
          ["GET", `/api/course_hubs/shared_hub_courses/${bad}`, "hubId"],
        ];
        for (const [method, url, field] of routes) {
          const body = method === "PUT" ? { courses: [], title: "T" } : method === "POST" ? {} : undefined;
          const res = await call(method, url, token, body);
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(422);
          expect(res.json(), `${method} ${url}`).toEqual({ message: REFUSED, errors: { [field]: [INVALID] } });
        }
      }
      // Leading zeros name the same hub, as everywhere else.
      const padded = await call("GET", `/api/course_hubs/landing/0${hub.id}/courses/00${free.course.id}`);
      expect(padded.statusCode, padded.body).toBe(200);
    });

    it("reads catalogue filters' ids the same way", async () => {
      const { hub } = await publishedHub(t);
      for (const bad of ["1e3", "0x10", "2147483648", "abc"]) {
        const res = await call("GET", `/api/course_hubs/landing/${hub.id}/courses?category_id=${bad}&tag_id=${bad}`);
        expect(res.statusCode, `${bad}: ${res.body}`).toBe(422);
        expect(res.json()).toEqual({ message: REFUSED, errors: { category_id: [INVALID], tag_id: [INVALID] } });
      }
    });
  });

  describe("texts", () => {
    it("refuses NUL and lone surrogates in names, titles and searches with 422 naming the field", async () => {
      const { creator, hub } = await publishedHub(t);
      const token = creator.token;
      const raw = (method: Method, url: string, payload: string) =>
        t.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          payload,
        });
      const cases: [Method, string, string, string][] = [
        ["POST", "/api/course_hubs", '{"name":"a\\u0000b"}', "name"],
        ["PUT", `/api/course_hubs/${hub.id}`, '{"seo_title":"\\ud800"}', "seo_title"],
        ["POST", "/api/tags", '{"title":"x\\udc00"}', "title"],
        ["POST", `/api/course_hubs/${hub.id}/banners`, '{"title":"Banner","text":"a\\u0000"}', "text"],
        ["POST", `/api/course_hubs/landing/${hub.id}/access_requests`, '{"message":"\\u0000"}', "message"],
      ];
      for (const [method, url, payload, field] of cases) {
        const res = await raw(method, url, payload);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
        expect(res.json()).toEqual({
          message: REFUSED,
          errors: { [field]: ["This text contains a character that cannot be saved."] },
        });
      }
      const search = await call("GET", `/api/course_hubs/landing/${hub.id}/courses?search=a%00`);
      expect(search.statusCode, search.body).toBe(422);
      expect(Object.keys(search.json().errors)).toEqual(["search"]);
      const long = await call("GET", `/api/course_hubs?search=${"x".repeat(256)}`, token);
      expect(long.json()).toEqual({
        message: REFUSED,
        errors: { search: ["This may not be longer than 255 characters."] },
      });
    });

    it("strips bidirectional controls from hub names, SEO titles, item titles and labels; keeps right-to-left text", async () => {
      const { creator, hub, free } = await publishedHub(t);
      const token = creator.token;
      const created = await call("POST", "/api/course_hubs", token, { name: "\u202eAcademy\u202c" });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.name).toBe("Academy");
      // Nothing but controls is no name at all.
      const empty = await call("POST", "/api/course_hubs", token, { name: "\u2066\u2069" });
      expect(empty.json().errors).toEqual({ name: ["This field is required."] });
      const settings = await call("PUT", `/api/course_hubs/${hub.id}`, token, {
        name: "أكاديمية\u2067 السلامة\u2069",
        seo_title: "Safety\u202d first",
      });
      expect(settings.statusCode, settings.body).toBe(200);
      expect(settings.json().data).toMatchObject({ name: "أكاديمية السلامة", seo_title: "Safety first" });
      const bundle = await call("POST", `/api/course_hubs/${hub.id}/bundles`, token, {
        title: "gnp.exe\u202e.png",
        course_ids: [free.course.id],
        price: 0,
      });
      expect(bundle.json().data.title).toBe("gnp.exe.png");
      const banner = await call("POST", `/api/course_hubs/${hub.id}/banners`, token, { title: "\u202aBanner" });
      expect(banner.json().data.title).toBe("Banner");
      const category = await call("POST", "/api/categories", token, { title: "Safe\u202bty" });
      expect(category.json().data.title).toBe("Safety");
      const renamed = await call(
        "PUT",
        `/api/tags/${(await call("POST", "/api/tags", token, { title: "T" })).json().data.id}`,
        token,
        {
          title: "\u2068Beginner",
        },
      );
      expect(renamed.json().data.title).toBe("Beginner");
    });
  });
});
