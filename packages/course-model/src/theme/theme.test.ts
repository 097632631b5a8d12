import { describe, expect, it } from "vitest";
import { BACKGROUND_POSITIONS, BACKGROUND_REPEATS, BACKGROUND_SIZES } from "../course/page";
import { DEFAULT_THEME_FONT } from "./defaultCss";
import { isThemeFont, THEME_FONTS } from "./fonts";
import { createThemeRequestSchema, DEFAULT_THEME_FIELDS, themeFieldsSchema, updateThemeRequestSchema } from "./theme";

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("theme defaults (spec 9)", () => {
  it("uses the primary colour #5062FE for buttons and navigation icons, with white on it", () => {
    const primary = { r: 80, g: 98, b: 254, a: 1 };
    expect(DEFAULT_THEME_FIELDS.button_background_color).toEqual(primary);
    expect(DEFAULT_THEME_FIELDS.navigation_icons_background_color).toEqual(primary);
    expect(DEFAULT_THEME_FIELDS.button_text_color).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(DEFAULT_THEME_FIELDS.navigation_icons_color).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });

  it("uses Ubuntu, background cover at the centre without repeat, and shows page titles", () => {
    expect(DEFAULT_THEME_FIELDS.font).toBe("Ubuntu");
    expect(DEFAULT_THEME_FIELDS.background_size).toBe("cover");
    expect(DEFAULT_THEME_FIELDS.background_position).toBe("center");
    expect(DEFAULT_THEME_FIELDS.background_repeat).toBe("no-repeat");
    expect(DEFAULT_THEME_FIELDS.show_page_title).toBe(true);
    expect(DEFAULT_THEME_FIELDS.page_background_image_media_id).toBeNull();
    expect(DEFAULT_THEME_FIELDS.page_background_color).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(DEFAULT_THEME_FIELDS.font_color).toEqual({ r: 31, g: 36, b: 48, a: 1 });
  });

  it("are themselves a valid theme", () => {
    expect(themeFieldsSchema.safeParse({ ...DEFAULT_THEME_FIELDS, title: "Default" }).success).toBe(true);
  });

  it("fill every field a create request leaves out", () => {
    expect(createThemeRequestSchema.parse({ title: "  Dark  " })).toEqual({ ...DEFAULT_THEME_FIELDS, title: "Dark" });
  });
});

describe("theme fonts", () => {
  it("lists 50 distinct families with Ubuntu first", () => {
    expect(THEME_FONTS).toHaveLength(50);
    expect(new Set(THEME_FONTS.map((font) => font.family)).size).toBe(50);
    expect(new Set(THEME_FONTS.map((font) => font.slug)).size).toBe(50);
    expect(THEME_FONTS[0]).toEqual({ family: "Ubuntu", slug: "ubuntu", category: "sans-serif" });
    expect(DEFAULT_THEME_FONT).toBe("Ubuntu");
  });

  it("derives each slug from the family as Fontsource names its package", () => {
    for (const font of THEME_FONTS) expect(font.slug).toBe(font.family.toLowerCase().replace(/ /g, "-"));
  });

  it("knows its families and nothing else", () => {
    expect(isThemeFont("Playfair Display")).toBe(true);
    expect(isThemeFont("Comic Sans MS")).toBe(false);
    expect(isThemeFont("ubuntu")).toBe(false);
  });
});

describe("theme requests", () => {
  it("requires a title of at most 255 characters", () => {
    expect(messages(createThemeRequestSchema.safeParse({}))).toEqual({ title: "validation.required" });
    expect(messages(createThemeRequestSchema.safeParse({ title: "   " }))).toEqual({ title: "validation.required" });
    expect(messages(createThemeRequestSchema.safeParse({ title: "x".repeat(256) }))).toEqual({
      title: "validation.too_long",
    });
  });

  it("accepts exactly the background options of spec 9", () => {
    for (const value of BACKGROUND_SIZES)
      expect(updateThemeRequestSchema.safeParse({ background_size: value }).success).toBe(true);
    for (const value of BACKGROUND_REPEATS)
      expect(updateThemeRequestSchema.safeParse({ background_repeat: value }).success).toBe(true);
    for (const value of BACKGROUND_POSITIONS)
      expect(updateThemeRequestSchema.safeParse({ background_position: value }).success).toBe(true);
    expect(
      messages(
        updateThemeRequestSchema.safeParse({
          background_size: "auto",
          background_repeat: "space",
          background_position: "top left",
        }),
      ),
    ).toEqual({
      background_size: "validation.invalid",
      background_repeat: "validation.invalid",
      background_position: "validation.invalid",
    });
  });

  it("names every field that is wrong", () => {
    expect(
      messages(
        updateThemeRequestSchema.safeParse({
          title: "",
          font: "Comic Sans MS",
          font_color: { r: 0, g: 0, b: 0, a: 1.5 },
          page_background_color: "white",
          page_background_image_media_id: 0,
          option_text_color: null,
          show_page_title: "yes",
        }),
      ),
    ).toEqual({
      title: "validation.required",
      font: "validation.invalid",
      "font_color.a": "validation.max_value",
      page_background_color: "validation.invalid",
      page_background_image_media_id: "validation.invalid",
      option_text_color: "validation.invalid",
      show_page_title: "validation.invalid",
    });
  });

  it("lets an update change one field and clear the nullable ones", () => {
    expect(updateThemeRequestSchema.parse({ show_page_title: false })).toEqual({ show_page_title: false });
    expect(
      updateThemeRequestSchema.parse({ page_background_color: null, page_background_image_media_id: null }),
    ).toEqual({ page_background_color: null, page_background_image_media_id: null });
  });
});
