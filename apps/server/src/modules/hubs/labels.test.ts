import type { CatalogLabel } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../test/context";
import { caller, publishedHub } from "./testing";

forEachDatabase("course hubs API: categories and tags", (t) => {
  const call = caller(t);

  for (const kind of ["categories", "tags"] as const) {
    describe(`/api/${kind}`, () => {
      it("lists, creates, renames and deletes the creator's own, counting the hub courses they label", async () => {
        const { creator, hub, free, paid } = await publishedHub(t);
        const token = creator.token;
        const created = await call("POST", `/api/${kind}`, token, { title: "  Safety  " });
        expect(created.statusCode, created.body).toBe(201);
        const label: CatalogLabel = created.json().data;
        expect(label).toMatchObject({ title: "Safety", courses_count: 0 });
        await call("POST", `/api/${kind}`, token, { title: "another" });
        const field = kind === "categories" ? "category_ids" : "tag_ids";
        await call("PUT", `/api/course_hubs/${hub.id}/courses`, token, {
          courses: [
            { course_id: free.course.id, [field]: [label.id] },
            { course_id: paid.course.id, [field]: [label.id] },
          ],
        });
        const list: CatalogLabel[] = (await call("GET", `/api/${kind}`, token)).json().data;
        expect(list.map((item) => [item.title, item.courses_count])).toEqual([
          ["another", 0],
          ["Safety", 2],
        ]);
        const renamed = await call("PUT", `/api/${kind}/${label.id}`, token, { title: "Fire" });
        expect(renamed.json().data).toEqual({ id: label.id, title: "Fire", courses_count: 2 });
        const landing = (await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}`)).json().data;
        expect(landing[kind]).toEqual([{ id: label.id, title: "Fire" }]);
        const deleted = await call("DELETE", `/api/${kind}/${label.id}`, token);
        expect(deleted.statusCode).toBe(200);
        const courses = (await call("GET", `/api/course_hubs/${hub.id}/courses`, token)).json().data;
        expect(courses.map((course: Record<string, number[]>) => course[field])).toEqual([[], []]);
      });

      it("refuses a title the creator already has (whatever its case) with 422, but not another creator's", async () => {
        const mine = await t.createUser({ creator: true });
        const other = await t.createUser({ creator: true });
        expect((await call("POST", `/api/${kind}`, mine.token, { title: "Beginner" })).statusCode).toBe(201);
        const again = await call("POST", `/api/${kind}`, mine.token, { title: "BEGINNER" });
        expect(again.statusCode).toBe(422);
        expect(again.json().errors).toEqual({ title: ["You already have one with this title."] });
        expect((await call("POST", `/api/${kind}`, other.token, { title: "Beginner" })).statusCode).toBe(201);
        const second = (await call("POST", `/api/${kind}`, mine.token, { title: "Advanced" })).json().data;
        const rename = await call("PUT", `/api/${kind}/${second.id}`, mine.token, { title: "beginner" });
        expect(rename.statusCode).toBe(422);
        expect((await call("POST", `/api/${kind}`, mine.token, { title: "" })).statusCode).toBe(422);
      });

      it("answers 403 for another creator's, 404 for unknown ids, 401 and 403 for guests and learners", async () => {
        const mine = await t.createUser({ creator: true });
        const stranger = await t.createUser({ creator: true });
        const learner = await t.createUser();
        const label = (await call("POST", `/api/${kind}`, mine.token, { title: "Mine" })).json().data;
        expect((await call("PUT", `/api/${kind}/${label.id}`, stranger.token, { title: "Theirs" })).statusCode).toBe(
          403,
        );
        expect((await call("DELETE", `/api/${kind}/${label.id}`, stranger.token)).statusCode).toBe(403);
        expect((await call("PUT", `/api/${kind}/2147483647`, mine.token, { title: "x" })).statusCode).toBe(404);
        expect((await call("DELETE", `/api/${kind}/2147483647`, mine.token)).statusCode).toBe(404);
        expect((await call("GET", `/api/${kind}`, undefined)).statusCode).toBe(401);
        expect((await call("GET", `/api/${kind}`, learner.token)).statusCode).toBe(403);
        const theirs: CatalogLabel[] = (await call("GET", `/api/${kind}`, stranger.token)).json().data;
        expect(theirs).toEqual([]);
      });
    });
  }
});
