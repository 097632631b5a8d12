/**
 * The default theme's font and CSS variables as plain values: a course without a theme is drawn without the
 * theme code (css.test.ts checks they are what themeCssVariables makes of DEFAULT_THEME_FIELDS).
 */
export const DEFAULT_THEME_FONT = "Ubuntu";

export const DEFAULT_THEME_CSS: Readonly<Record<string, string>> = {
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
};
