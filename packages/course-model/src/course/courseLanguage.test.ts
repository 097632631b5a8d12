import { describe, expect, it } from "vitest";
import { createCourseRequestSchema, updateCourseRequestSchema } from "./course";
import { contentLanguage, courseLanguageOf } from "./courseLanguage";

describe("a course's content language", () => {
  it("an English course read in the Arabic interface is left to right, marked en-GB, and fixed", () => {
    expect(contentLanguage("en", "ar")).toEqual({ code: "en", bcp47: "en-GB", rtl: false, fixed: true });
  });

  it("an Arabic course read in the English interface is right to left", () => {
    expect(contentLanguage("ar", "en")).toEqual({ code: "ar", bcp47: "ar", rtl: true, fixed: true });
  });

  it("a course without a language follows the interface and leaves each block its own text's direction", () => {
    expect(contentLanguage(null, "ar")).toEqual({ code: "ar", bcp47: "ar", rtl: true, fixed: false });
    expect(contentLanguage(null, "jp")).toEqual({ code: "jp", bcp47: "ja", rtl: false, fixed: false });
  });

  it("a stored value that is not one of the 15 codes reads as no language", () => {
    expect(courseLanguageOf("ar")).toBe("ar");
    expect(courseLanguageOf("xx")).toBeNull();
    expect(courseLanguageOf(null)).toBeNull();
    expect(courseLanguageOf("")).toBeNull();
  });
});

describe("the course language in create and update requests", () => {
  it("create takes one of the 15 codes or null, and leaves it out when not sent (the server fills it)", () => {
    expect(createCourseRequestSchema.parse({ title: "a", language: "ar" }).language).toBe("ar");
    expect(createCourseRequestSchema.parse({ title: "a", language: null }).language).toBeNull();
    expect("language" in createCourseRequestSchema.parse({ title: "a" })).toBe(false);
  });

  it("a code outside the 15 is refused with validation.invalid", () => {
    for (const language of ["ja", "EN", "", 3]) {
      const result = updateCourseRequestSchema.safeParse({ language });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("validation.invalid");
      expect(result.error?.issues[0]?.path).toEqual(["language"]);
    }
  });
});
