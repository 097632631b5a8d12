import { COURSE_MODE, type Course, DEFAULT_COURSE_PREVIEW_IMAGE_PATH } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { courseToForm, emptyCourseForm, formToRequest, optionalNumber, validateCourseForm } from "./formValues";

const echo = (key: string, params?: Record<string, string | number>) =>
  params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key;

function course(overrides: Partial<Course> = {}): Course {
  return {
    id: 7,
    title: "Safety basics",
    description: null,
    preview_image: { media_id: null, url: DEFAULT_COURSE_PREVIEW_IMAGE_PATH },
    with_topics: true,
    pages_order: [3, 1, 2],
    randomize_pages_order: false,
    limit_pages_number: null,
    min_pass_percent: 80,
    mode: COURSE_MODE.PRESENTATION,
    theme_id: null,
    theme: null,
    user_id: 1,
    attempts: 3,
    language: null,
    created_at: "2025-01-01T10:00:00.000Z",
    updated_at: "2025-01-02T10:00:00.000Z",
    ...overrides,
  };
}

describe("optionalNumber", () => {
  it("reads an emptied number input as null", () => {
    expect(optionalNumber("")).toBeNull();
    expect(optionalNumber("  ")).toBeNull();
  });

  it("keeps numbers and numeric text, and lets nonsense fail validation as NaN", () => {
    expect(optionalNumber(4)).toBe(4);
    expect(optionalNumber("12")).toBe(12);
    expect(optionalNumber("-")).toBeNaN();
  });
});

describe("formToRequest", () => {
  it("sends the defaults of a new course: no limits, pass mark 100, learning mode, default image", () => {
    expect(formToRequest({ ...emptyCourseForm(), title: "  Onboarding  " })).toEqual({
      title: "Onboarding",
      description: null,
      preview_image_media_id: null,
      with_topics: false,
      randomize_pages_order: false,
      limit_pages_number: null,
      min_pass_percent: 100,
      mode: COURSE_MODE.LEARNING,
      theme_id: null,
      attempts: null,
      language: "en",
    });
  });

  it("a new course is in the creator's interface language; an emptied choice follows each reader's", () => {
    expect(formToRequest({ ...emptyCourseForm("ar"), title: "X" }).language).toBe("ar");
    expect(formToRequest({ ...emptyCourseForm("ar"), title: "X", language: "" }).language).toBeNull();
  });

  it("turns empty number fields into null and filled ones into numbers", () => {
    const values = { ...emptyCourseForm(), title: "X", limit_pages_number: 5, attempts: "", theme_id: "4" };
    const request = formToRequest(values);
    expect(request.limit_pages_number).toBe(5);
    expect(request.attempts).toBeNull();
    expect(request.theme_id).toBe(4);
  });

  it("sends a blank description as null but keeps a real one as typed", () => {
    expect(formToRequest({ ...emptyCourseForm(), description: "   " }).description).toBeNull();
    expect(formToRequest({ ...emptyCourseForm(), description: "Line one\n" }).description).toBe("Line one\n");
  });
});

describe("courseToForm", () => {
  it("shows a stored course's settings, with empty inputs for unlimited values", () => {
    const form = courseToForm(course());
    expect(form).toMatchObject({
      title: "Safety basics",
      description: "",
      limit_pages_number: "",
      attempts: 3,
      min_pass_percent: 80,
      mode: "1",
      theme_id: null,
      preview_image_url: DEFAULT_COURSE_PREVIEW_IMAGE_PATH,
    });
  });

  it("shows a course without a language as following the interface, and round-trips its language", () => {
    expect(courseToForm(course()).language).toBe("");
    expect(formToRequest(courseToForm(course())).language).toBeNull();
    expect(formToRequest(courseToForm(course({ language: "ar" }))).language).toBe("ar");
  });

  it("round-trips to the same settings", () => {
    const stored = course({ description: "About", limit_pages_number: 10, theme_id: 2 });
    const request = formToRequest(courseToForm(stored));
    expect(request).toMatchObject({
      description: "About",
      limit_pages_number: 10,
      theme_id: 2,
      attempts: 3,
      min_pass_percent: 80,
      mode: COURSE_MODE.PRESENTATION,
      with_topics: true,
    });
  });
});

describe("validateCourseForm", () => {
  it("asks for a title", () => {
    expect(Object.keys(validateCourseForm(emptyCourseForm(), echo))).toEqual(["title"]);
    expect(validateCourseForm(emptyCourseForm(), echo).title).toMatch(/^validation.required/);
  });

  it("keeps the pass mark between 0 and 100 and requires it", () => {
    const base = { ...emptyCourseForm(), title: "X" };
    expect(validateCourseForm({ ...base, min_pass_percent: 101 }, echo).min_pass_percent).toMatch(
      /^validation.max_value/,
    );
    expect(validateCourseForm({ ...base, min_pass_percent: "" }, echo).min_pass_percent).toBe("validation.required");
  });

  it("refuses zero attempts or pages but accepts empty ones", () => {
    const base = { ...emptyCourseForm(), title: "X" };
    expect(validateCourseForm({ ...base, attempts: 0, limit_pages_number: 0 }, echo)).toEqual({
      attempts: 'validation.min_value {"min":1}',
      limit_pages_number: 'validation.min_value {"min":1}',
    });
    expect(validateCourseForm({ ...base, attempts: "", limit_pages_number: "" }, echo)).toEqual({});
  });
});
