import { DEFAULT_THEME_FIELDS, type Rgba } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import {
  type ColorFieldName,
  emptyThemeForm,
  formFieldOf,
  formToRequest,
  previewTheme,
  validateThemeForm,
} from "./formValues";

const translate = (key: string) => key;

describe("theme form values", () => {
  it("start from the defaults and send them back unchanged", () => {
    const values = { ...emptyThemeForm(), title: "  Plain  " };
    expect(formToRequest(values)).toEqual({ ...DEFAULT_THEME_FIELDS, title: "Plain" });
    expect(validateThemeForm(values, translate)).toEqual({});
  });

  it("send typed hex colours as rgba", () => {
    const values = { ...emptyThemeForm(), title: "Dark", page_background_color: "#111", font_color: "#eeeeee" };
    expect(formToRequest(values)).toMatchObject({
      page_background_color: { r: 17, g: 17, b: 17, a: 1 },
      font_color: { r: 238, g: 238, b: 238, a: 1 },
    });
  });

  it("allow no page colour, but no other colour may be empty", () => {
    const values = { ...emptyThemeForm(), title: "T", page_background_color: "", button_text_color: "" };
    expect(validateThemeForm(values, translate)).toEqual({ button_text_color: "validation.required" });
    expect(formToRequest({ ...values, button_text_color: "#fff" })?.page_background_color).toBeNull();
  });

  it("name each unreadable colour and a missing title", () => {
    const values = { ...emptyThemeForm(), title: " ", font_color: "#12", option_text_color: "red" };
    expect(validateThemeForm(values, translate)).toEqual({
      title: "validation.required",
      font_color: "themes.color.bad_hex",
      option_text_color: "themes.color.invalid",
    });
    expect(formToRequest(values)).toBeNull();
  });

  it("show a server error about a colour channel under the colour", () => {
    expect(formFieldOf("font_color.a")).toBe("font_color");
    expect(formFieldOf("title")).toBe("title");
  });

  it("preview the last readable colour while one is being typed", () => {
    const lastGood: Partial<Record<ColorFieldName, Rgba | null>> = {};
    const first = previewTheme({ ...emptyThemeForm(), font_color: "#ff0000" }, lastGood);
    expect(first.font_color).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    const typing = previewTheme({ ...emptyThemeForm(), font_color: "#00" }, lastGood);
    expect(typing.font_color).toEqual({ r: 255, g: 0, b: 0, a: 1 });
  });
});
