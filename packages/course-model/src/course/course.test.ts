import { describe, expect, it } from "vitest";
import { COURSE_MODE, createCourseRequestSchema, updateCourseRequestSchema } from "./course";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("course create and update requests", () => {
  it("title is required", () => {
    expect(messages(createCourseRequestSchema.safeParse({ title: "  " }))).toEqual({ title: "validation.required" });
    expect(messages(createCourseRequestSchema.safeParse({}))).toEqual({ title: "validation.required" });
  });

  it("a new course defaults to learning mode, pass percent 100, no limits, no topics", () => {
    expect(createCourseRequestSchema.parse({ title: "Safety" })).toEqual({
      title: "Safety",
      description: null,
      preview_image_media_id: null,
      with_topics: false,
      randomize_pages_order: false,
      limit_pages_number: null,
      min_pass_percent: 100,
      mode: COURSE_MODE.LEARNING,
      theme_id: null,
      attempts: null,
    });
  });

  it("min_pass_percent is between 0 and 100", () => {
    expect(createCourseRequestSchema.safeParse({ title: "a", min_pass_percent: 0 }).success).toBe(true);
    expect(createCourseRequestSchema.safeParse({ title: "a", min_pass_percent: 100 }).success).toBe(true);
    expect(messages(createCourseRequestSchema.safeParse({ title: "a", min_pass_percent: 101 }))).toEqual({
      min_pass_percent: "validation.max_value",
    });
    expect(messages(createCourseRequestSchema.safeParse({ title: "a", min_pass_percent: -1 }))).toEqual({
      min_pass_percent: "validation.min_value",
    });
  });

  it("attempts and limit_pages_number are null or at least 1", () => {
    for (const field of ["attempts", "limit_pages_number"]) {
      expect(createCourseRequestSchema.safeParse({ title: "a", [field]: null }).success).toBe(true);
      expect(createCourseRequestSchema.safeParse({ title: "a", [field]: 1 }).success).toBe(true);
      expect(messages(createCourseRequestSchema.safeParse({ title: "a", [field]: 0 }))).toEqual({
        [field]: "validation.min_value",
      });
    }
  });

  it("mode is LEARNING 0 or PRESENTATION 1", () => {
    expect(COURSE_MODE).toEqual({ LEARNING: 0, PRESENTATION: 1 });
    expect(createCourseRequestSchema.safeParse({ title: "a", mode: 1 }).success).toBe(true);
    expect(createCourseRequestSchema.safeParse({ title: "a", mode: 2 }).success).toBe(false);
  });

  it("an update changes only what it sends, and a sent title may not be blank", () => {
    expect(updateCourseRequestSchema.parse({ attempts: 3 })).toEqual({ attempts: 3 });
    expect(messages(updateCourseRequestSchema.safeParse({ title: "" }))).toEqual({ title: "validation.required" });
  });
});
