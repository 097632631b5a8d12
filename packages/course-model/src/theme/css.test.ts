import { describe, expect, it } from "vitest";
import { cssUrl, themeCssVariables, themeFontFamily } from "./css";
import { DEFAULT_THEME_CSS } from "./defaultCss";
import { DEFAULT_THEME_FIELDS } from "./theme";

const VARIABLES = [
  "--cw-theme-font-family",
  "--cw-theme-font-color",
  "--cw-theme-page-bg-color",
  "--cw-theme-page-bg-image",
  "--cw-theme-page-bg-size",
  "--cw-theme-page-bg-repeat",
  "--cw-theme-page-bg-position",
  "--cw-theme-button-bg",
  "--cw-theme-button-text",
  "--cw-theme-nav-bg",
  "--cw-theme-nav-text",
  "--cw-theme-nav-icon-bg",
  "--cw-theme-nav-icon",
  "--cw-theme-option-bg",
  "--cw-theme-option-text",
];

describe("themeCssVariables", () => {
  it("produces exactly the theme's custom properties", () => {
    expect(Object.keys(themeCssVariables(DEFAULT_THEME_FIELDS)).sort()).toEqual([...VARIABLES].sort());
  });

  it("maps the defaults, as the plain values the default theme is drawn with", () => {
    expect(themeCssVariables(DEFAULT_THEME_FIELDS)).toEqual(DEFAULT_THEME_CSS);
    expect(DEFAULT_THEME_CSS).toEqual({
      "--cw-theme-font-family": '"Ubuntu", "Noto Sans Arabic", "Noto Sans Thai", system-ui, sans-serif',
      "--cw-theme-font-color": "rgba(31, 36, 48, 1)",
      "--cw-theme-page-bg-color": "rgba(255, 255, 255, 1)",
      "--cw-theme-page-bg-image": "none",
      "--cw-theme-page-bg-size": "cover",
      "--cw-theme-page-bg-repeat": "no-repeat",
      "--cw-theme-page-bg-position": "center",
      "--cw-theme-button-bg": "rgba(80, 98, 254, 1)",
      "--cw-theme-button-text": "rgba(255, 255, 255, 1)",
      "--cw-theme-nav-bg": "rgba(255, 255, 255, 1)",
      "--cw-theme-nav-text": "rgba(31, 36, 48, 1)",
      "--cw-theme-nav-icon-bg": "rgba(80, 98, 254, 1)",
      "--cw-theme-nav-icon": "rgba(255, 255, 255, 1)",
      "--cw-theme-option-bg": "rgba(241, 243, 249, 1)",
      "--cw-theme-option-text": "rgba(31, 36, 48, 1)",
    });
  });

  it("keeps alpha, and a missing page colour is transparent", () => {
    const css = themeCssVariables({
      ...DEFAULT_THEME_FIELDS,
      button_background_color: { r: 10, g: 20, b: 30, a: 0.4 },
      page_background_color: null,
    });
    expect(css["--cw-theme-button-bg"]).toBe("rgba(10, 20, 30, 0.4)");
    expect(css["--cw-theme-page-bg-color"]).toBe("transparent");
  });

  it("quotes the background image URL", () => {
    const url = "/media/1/a b.png?expires=1&signature=x";
    expect(
      themeCssVariables({ ...DEFAULT_THEME_FIELDS, page_background_image: { url } })["--cw-theme-page-bg-image"],
    ).toBe(`url("${url}")`);
    expect(
      themeCssVariables({ ...DEFAULT_THEME_FIELDS, page_background_image: null })["--cw-theme-page-bg-image"],
    ).toBe("none");
  });

  it("escapes what could end the URL string early", () => {
    expect(cssUrl('/x"); color: red; ("')).toBe('url("/x\\"); color: red; (\\"")');
    expect(cssUrl("/a\\b\nc")).toBe('url("/a\\\\b\\a c")');
  });

  it("maps 'inherit' to the browser's own default, as a custom property cannot carry inherit", () => {
    const css = themeCssVariables({
      ...DEFAULT_THEME_FIELDS,
      background_size: "inherit",
      background_repeat: "inherit",
      background_position: "inherit",
    });
    expect(css["--cw-theme-page-bg-size"]).toBe("auto");
    expect(css["--cw-theme-page-bg-repeat"]).toBe("repeat");
    expect(css["--cw-theme-page-bg-position"]).toBe("0% 0%");
  });

  it("passes the other background options through", () => {
    const css = themeCssVariables({
      ...DEFAULT_THEME_FIELDS,
      background_size: "contain",
      background_repeat: "repeat-x",
      background_position: "bottom",
    });
    expect([
      css["--cw-theme-page-bg-size"],
      css["--cw-theme-page-bg-repeat"],
      css["--cw-theme-page-bg-position"],
    ]).toEqual(["contain", "repeat-x", "bottom"]);
  });
});

describe("themeFontFamily", () => {
  it("puts the family first, then the Arabic and Thai fallbacks and a stack of its kind", () => {
    expect(themeFontFamily("Open Sans")).toBe(
      '"Open Sans", "Noto Sans Arabic", "Noto Sans Thai", system-ui, sans-serif',
    );
    expect(themeFontFamily("Merriweather")).toBe(
      '"Merriweather", "Noto Sans Arabic", "Noto Sans Thai", Georgia, "Times New Roman", serif',
    );
    expect(themeFontFamily("Roboto Mono")).toBe(
      '"Roboto Mono", "Noto Sans Arabic", "Noto Sans Thai", ui-monospace, monospace',
    );
    expect(themeFontFamily("Pacifico")).toMatch(/^"Pacifico", .*sans-serif$/);
  });
});
