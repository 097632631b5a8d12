import type { HubCourse } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { courseDraftsOf, draftsDiffer, draftsToRequest, moveItem } from "./courseDrafts";

const course = (course_id: number, order: number, price: number): HubCourse => ({
  course_id,
  title: `Course ${course_id}`,
  image: null,
  order,
  featured: false,
  price,
  category_ids: [1],
  tag_ids: [2, 3],
});

describe("course drafts of a hub", () => {
  it("lists the courses in their order with prices as typed text", () => {
    const drafts = courseDraftsOf([course(5, 1, 1900), course(4, 0, 0)], "EUR");
    expect(drafts.map((d) => [d.course_id, d.price])).toEqual([
      [4, { free: true, text: "" }],
      [5, { free: false, text: "19.00" }],
    ]);
  });

  it("makes the PUT body in the list's order, dropping labels deleted meanwhile", () => {
    const drafts = moveItem(courseDraftsOf([course(4, 0, 0), course(5, 1, 1900)], "EUR"), 1, 0);
    const result = draftsToRequest(drafts, "EUR", { categories: new Set([1]), tags: new Set([3]) });
    expect(result).toEqual({
      ok: true,
      body: {
        courses: [
          { course_id: 5, featured: false, price: 1900, category_ids: [1], tag_ids: [3] },
          { course_id: 4, featured: false, price: 0, category_ids: [1], tag_ids: [3] },
        ],
      },
    });
  });

  it("names the courses whose price cannot be read in the currency", () => {
    const drafts = courseDraftsOf([course(4, 0, 1950)], "EUR");
    const result = draftsToRequest(drafts, "JPY", { categories: null, tags: null });
    expect(result.ok).toBe(false);
    if (!result.ok) expect([...result.problems]).toEqual([[4, "amount"]]);
  });

  it("sees a moved course or a changed price as a change, and nothing else", () => {
    const drafts = courseDraftsOf([course(4, 0, 0), course(5, 1, 1900)], "EUR");
    expect(draftsDiffer(drafts, courseDraftsOf([course(4, 0, 0), course(5, 1, 1900)], "EUR"))).toBe(false);
    expect(draftsDiffer(drafts, moveItem(drafts, 0, 1))).toBe(true);
    expect(
      draftsDiffer(
        drafts,
        drafts.map((d) => ({ ...d, price: { free: false, text: "2" } })),
      ),
    ).toBe(true);
    expect(moveItem([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
  });
});
