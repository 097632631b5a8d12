import { describe, expect, it } from "vitest";
import { HUB_FORM_FIELDS } from "../hubForm";
import { isHubSection, sectionOfField } from "./sections";

describe("hub settings sections", () => {
  it("knows the section of every settings field, so a save that finds a problem can show it", () => {
    const bySection = Object.fromEntries(HUB_FORM_FIELDS.map((field) => [field, sectionOfField(field)]));
    expect(bySection).toMatchObject({
      name: "general",
      slug: "general",
      currency: "general",
      published: "general",
      logo_media_id: "appearance",
      theme_id: "appearance",
      "colors.text": "appearance",
      seo_title: "seo",
      og_image_media_id: "seo",
    });
    expect(sectionOfField("courses.1.price")).toBe("courses");
  });

  it("reads a section from the address, and nothing else", () => {
    expect(isHubSection("events")).toBe(true);
    expect(isHubSection("payments")).toBe(false);
    expect(isHubSection(null)).toBe(false);
  });
});
