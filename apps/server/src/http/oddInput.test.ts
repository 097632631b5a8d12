import type { MediaItem } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { emptySave, pageItem } from "../modules/builder/testing";
import { buildCourse } from "../modules/courses/testing";
import { fileUpload, insertFolder, multipartBody, samples } from "../modules/media/testing";
import { invitedLearner } from "../modules/shares/testing";
import { bearer, forEachDatabase, type TestContext } from "../test/context";

const json = { "content-type": "application/json" };

/** A JSON body written by hand, so that it can carry escapes JSON.stringify would not write (a lone surrogate). */
const rawJson = (t: TestContext, token: string, method: "POST" | "PUT", url: string, payload: string) =>
  t.inject({ method, url, headers: { ...bearer(token), ...json }, payload });

forEachDatabase("odd input", (t) => {
  const creator = () => t.createUser({ creator: true });

  describe("texts PostgreSQL cannot store", () => {
    it("refuses NUL in a JSON text with 422 naming the field", async () => {
      const { token } = await creator();
      const res = await rawJson(t, token, "POST", "/api/medialibrary/folders", '{"title":"a\\u0000b"}');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({
        message: "Some fields need your attention.",
        errors: { title: ["This text contains a character that cannot be saved."] },
      });
    });

    it("refuses a lone surrogate, and names the path of a nested field", async () => {
      const { token } = await creator();
      const lone = await rawJson(t, token, "POST", "/api/medialibrary/folders", '{"title":"\\ud800x"}');
      expect(lone.statusCode, lone.body).toBe(422);
      expect(Object.keys(lone.json().errors)).toEqual(["title"]);
      const nested = await rawJson(
        t,
        token,
        "POST",
        "/api/integrations",
        '{"title":"LMS","allowed_origins":["https://lms.example.com","https://x\\udc00.example.com"]}',
      );
      expect(nested.statusCode, nested.body).toBe(422);
      expect(nested.json().errors).toEqual({
        "allowed_origins.1": ["This text contains a character that cannot be saved."],
      });
    });

    it("refuses NUL in a query string and in a form body", async () => {
      const { token } = await creator();
      const query = await t.inject({ method: "GET", url: "/api/courses?search=a%00", headers: bearer(token) });
      expect(query.statusCode, query.body).toBe(422);
      expect(Object.keys(query.json().errors)).toEqual(["search"]);
      const form = await t.inject({
        method: "POST",
        url: "/oauth/token",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "grant_type=password&username=a%00%40example.com&password=x",
      });
      expect(form.statusCode, form.body).toBe(422);
      expect(Object.keys(form.json().errors)).toEqual(["username"]);
    });

    it("refuses a Basic client id holding NUL as unknown credentials (401), not with a failed lookup", async () => {
      const credentials = Buffer.from("client\u0000id:secret").toString("base64");
      const res = await t.inject({
        method: "GET",
        url: "/api/external/v1/courses",
        headers: { authorization: `Basic ${credentials}` },
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error).toBe("invalid_client");
    });

    it("refuses NUL in the title of a multipart upload", async () => {
      const { token } = await creator();
      const body = fileUpload("photo.png", await samples.png(), { title: "a\u0000b" });
      const res = await t.inject({
        method: "POST",
        url: "/api/medialibrary/upload_file",
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ title: ["This text contains a character that cannot be saved."] });
    });

    it("refuses an answer nested deeper than any request needs, without failing on it", async () => {
      const { learner, share, course, blocks } = await invitedLearner(t, { pages: 1, blocksPerPage: 1 });
      const progress = await t.inject({
        method: "GET",
        url: `/api/course_player/get_progress/${course.id}?share_id=${share.id}`,
        headers: bearer(learner.token),
      });
      const answer = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
      const body =
        '{"current_page_id":null,"completed":false,"passed":false,"pass_percent":0,"met_display_conditions":[],' +
        '"current_attempt_number":0,"desired_pages_order":[],"pages_progresses":[],"blocks_progresses":[' +
        `{"block_id":${blocks[0]?.id},"completed":true,"correct":true,"user_answer":${answer},"position":null}]}`;
      const res = await rawJson(
        t,
        learner.token,
        "POST",
        `/api/course_player/update_progress/${progress.json().data.id}?share_id=${share.id}`,
        body,
      );
      expect(res.statusCode, res.body.slice(0, 200)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([
        expect.stringMatching(/^blocks_progresses\.0\.user_answer(\.0)+$/),
      ]);
    });
  });

  describe("ids", () => {
    it("answers one 422 message for a path id of 23 digits, over int4, with letters or 120 characters long", async () => {
      const { token } = await creator();
      for (const id of ["99999999999999999999999", "2147483648", "12abc", "-1", "0", "1e3", "1".repeat(120)]) {
        for (const method of ["GET", "PUT"] as const) {
          const res = await t.inject({
            method,
            url: `/api/courses/${id}`,
            headers: bearer(token),
            ...(method === "PUT" ? { payload: { title: "x" } } : {}),
          });
          expect(res.statusCode, `${method} ${id}: ${res.body}`).toBe(422);
          expect(res.json()).toEqual({
            message: "Some fields need your attention.",
            errors: { id: ["This value is not valid."] },
          });
        }
      }
    });

    it("answers 422 for ids over int4 in a query and in a body, before any query runs", async () => {
      const { token } = await creator();
      const query = await t.inject({
        method: "GET",
        url: "/api/course_shares?course_id=2147483648",
        headers: bearer(token),
      });
      expect(query.statusCode, query.body).toBe(422);
      expect(query.json().errors).toEqual({ course_id: ["This value is not valid."] });
      const body = await t.inject({
        method: "DELETE",
        url: "/api/medialibrary/items",
        headers: bearer(token),
        payload: { folders: [2147483648], files: [], embed_videos: [] },
      });
      expect(body.statusCode, body.body).toBe(422);
      expect(body.json().errors).toEqual({ "folders.0": ["This value is not valid."] });
    });

    it("answers 422 for counts and positions over int4 (course limits, a page's order in a save)", async () => {
      const { user, token } = await creator();
      const course = await t.inject({
        method: "POST",
        url: "/api/courses",
        headers: bearer(token),
        payload: { title: "Big numbers", limit_pages_number: 4294967296, attempts: 2147483648 },
      });
      expect(course.statusCode, course.body).toBe(422);
      expect(course.json().errors).toEqual({
        limit_pages_number: ["This may not be more than 2147483647."],
        attempts: ["This may not be more than 2147483647."],
      });
      const built = await buildCourse(t.db, user.id, { pages: 1 });
      const save = await t.inject({
        method: "POST",
        url: `/api/course_builder/update_course/${built.course.id}`,
        headers: bearer(token),
        payload: { ...emptySave(), new_pages: [pageItem({ id: -1, order: 2147483648, title: "Far away" })] },
      });
      expect(save.statusCode, save.body).toBe(422);
      expect(save.json().errors).toEqual({ "new_pages.0.order": ["This may not be more than 2147483647."] });
    });

    it("answers a path the router cannot decode in the standard shape, without echoing it", async () => {
      const { token } = await creator();
      const res = await t.inject({ method: "GET", url: "/api/courses/%ZZsecret", headers: bearer(token) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "The request could not be understood.", error: "bad_request" });
    });
  });

  describe("messages", () => {
    it("says a missing field is required, not that its value is not valid", async () => {
      const { token } = await creator();
      const res = await t.inject({
        method: "POST",
        url: "/api/course_shares",
        headers: bearer(token),
        payload: { kind: "public" },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ course_id: ["This field is required."] });
    });

    it("still says a present value of the wrong type is not valid", async () => {
      const { token } = await creator();
      const res = await t.inject({
        method: "POST",
        url: "/api/course_shares",
        headers: bearer(token),
        payload: { kind: "public", course_id: "one" },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ course_id: ["This value is not valid."] });
    });
  });

  describe("malformed multipart", () => {
    const post = async (url: string, headers: Record<string, string>, payload: Buffer) => {
      const { token } = await creator();
      return t.inject({ method: "POST", url, headers: { ...bearer(token), ...headers }, payload });
    };
    const routes = ["/api/medialibrary/upload_file", "/api/profile/avatar"];

    it.each(routes)("%s answers 400 without a boundary, or with one longer than RFC 2046 allows", async (url) => {
      const { payload } = fileUpload("photo.png", await samples.png());
      for (const type of ["multipart/form-data", `multipart/form-data; boundary=${"b".repeat(300)}`]) {
        const res = await post(url, { "content-type": type }, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ message: "The request could not be understood.", error: "bad_request" });
      }
    });

    it.each(routes)("%s answers 400 for a body cut short", async (url) => {
      const { payload, headers } = fileUpload("photo.png", await samples.png());
      const res = await post(url, headers, payload.subarray(0, 120));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe("bad_request");
    });

    it.each([
      "/api/medialibrary/upload_file",
      "/api/medialibrary/upload_json_animation",
      "/api/medialibrary/upload_scorm",
    ])("%s answers 422 for a file part without a file name, typed or not", async (url) => {
      const png = await samples.png();
      const untyped = multipartBody([{ name: "file", value: png }]);
      // busboy takes a typed part for a file even without a file name.
      const typed = Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\n',
        ),
        png,
        Buffer.from("\r\n--b--\r\n"),
      ]);
      for (const [headers, payload] of [
        [untyped.headers, untyped.payload],
        [{ "content-type": "multipart/form-data; boundary=b" }, typed],
      ] as const) {
        const res = await post(url, headers, payload);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors).toEqual({ file: ["This field is required."] });
      }
    });

    it("answers 422 for an empty avatar file", async () => {
      const { payload, headers } = fileUpload("photo.png", Buffer.alloc(0));
      const res = await post("/api/profile/avatar", headers, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ file: ["The file must be a JPEG, PNG or GIF image."] });
    });
  });

  describe("bidirectional controls", () => {
    it("are stripped from the file name and title of an upload", async () => {
      const { token } = await creator();
      const body = fileUpload("\u202egnp.exe.png", await samples.png());
      const res = await t.inject({
        method: "POST",
        url: "/api/medialibrary/upload_file",
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const item: MediaItem = res.json().data;
      expect(item.file_name).toBe("gnp.exe.png");
      expect(item.title).toBe("gnp.exe.png");
      const titled = fileUpload("photo.png", await samples.png(), { title: "Report\u2067 final\u2069" });
      const second = await t.inject({
        method: "POST",
        url: "/api/medialibrary/upload_file",
        headers: { ...bearer(token), ...titled.headers },
        payload: titled.payload,
      });
      expect(second.json().data.title).toBe("Report final");
    });

    it("are stripped from titles sent as JSON (folders, renames, courses)", async () => {
      const { user, token } = await creator();
      const folder = await insertFolder(t.db, user.id, "Folder");
      const renamed = await t.inject({
        method: "POST",
        url: `/api/medialibrary/rename/folder/${folder.id}`,
        headers: bearer(token),
        payload: { title: "\u202eFolder" },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const course = await t.inject({
        method: "POST",
        url: "/api/courses",
        headers: bearer(token),
        payload: { title: "Safety\u202e 101" },
      });
      expect(course.statusCode, course.body).toBe(201);
      expect(course.json().data.title).toBe("Safety 101");
      const folders = await t.inject({ method: "GET", url: "/api/medialibrary/folders", headers: bearer(token) });
      expect(folders.json().data.map((f: { title: string }) => f.title)).toContain("Folder");
    });

    it("leave right-to-left text as it is", async () => {
      const { token } = await creator();
      const res = await t.inject({
        method: "POST",
        url: "/api/medialibrary/folders",
        headers: bearer(token),
        payload: { title: "مجلد الدروس" },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.title).toBe("مجلد الدروس");
    });
  });
});
