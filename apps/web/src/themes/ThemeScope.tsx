import { DEFAULT_THEME_FONT, type ThemeFields } from "@coursewright/course-model";
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { loadFallback, loadFont, scriptsNeeded } from "./fontLoading";
import { themeCssOf } from "./themeCss";
import "./themes.css";

/** What a scope needs of a theme: its fields (a title is not drawn) and the URL of its background image. */
export type ScopeTheme = Omit<ThemeFields, "title"> & { page_background_image?: { url: string } | null };

/** The class of a surface drawn as a themed page: the theme's background and font colour. */
export const THEME_PAGE_CLASS = "cw-theme-page";

export interface ThemeScopeProps {
  /** The course's theme; null or undefined draws the default theme. */
  theme: ScopeTheme | null | undefined;
  children: ReactNode;
  /** The wrapper itself is the page (the editor's preview); otherwise elements with THEME_PAGE_CLASS are. */
  surface?: boolean;
  className?: string;
  "data-testid"?: string;
}

/**
 * Sets a theme's CSS variables on a wrapper (block views, the page and the player's bars read them, with
 * fallbacks), draws its font and loads that font. The builder canvas, the player and the theme editor's
 * preview all go through here, so a course looks the same in each.
 */
export function ThemeScope({ theme, children, surface = false, className, ...rest }: ThemeScopeProps) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const font = theme?.font ?? DEFAULT_THEME_FONT;
  const style = useMemo(() => themeCssOf(theme) as CSSProperties, [theme]);

  useEffect(() => {
    loadFont(font).catch((error: unknown) => console.error("loading a theme font failed", error));
  }, [font]);

  // After every render: a page in Arabic or Thai may have arrived. Reading the text is cheap next to a render.
  useEffect(() => {
    for (const script of scriptsNeeded(i18n.language, ref.current?.textContent ?? ""))
      loadFallback(script).catch((error: unknown) => console.error("loading a fallback font failed", error));
  });

  const classes = ["cw-theme-scope", surface ? THEME_PAGE_CLASS : null, className].filter(Boolean).join(" ");
  return (
    <div ref={ref} className={classes} style={style} data-theme-font={font} {...rest}>
      {children}
    </div>
  );
}
