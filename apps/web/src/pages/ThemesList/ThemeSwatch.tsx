import type { Theme } from "@coursewright/course-model";
import { ThemeScope } from "../../themes/ThemeScope";
import "../../themes/withThemeCss";

/** A theme in miniature: its page with the font's name in that font, a button, and the navigation bar. */
export function ThemeSwatch({ theme }: { theme: Theme }) {
  return (
    <ThemeScope theme={theme} surface className="cw-theme-swatch" data-testid="theme-swatch">
      <div className="cw-theme-swatch__body" aria-hidden>
        <span className="cw-theme-swatch__font">{theme.font}</span>
        <span className="cw-theme-swatch__lines">
          <span className="cw-theme-swatch__line" />
          <span className="cw-theme-swatch__line cw-theme-swatch__line--short" />
        </span>
        <span className="cw-theme-swatch__button">
          <span className="cw-theme-swatch__label" />
        </span>
      </div>
      <div className="cw-theme-swatch__nav" aria-hidden>
        <span className="cw-theme-swatch__icon">
          <span className="cw-theme-swatch__dot" />
        </span>
        <span className="cw-theme-swatch__bar" />
        <span className="cw-theme-swatch__icon">
          <span className="cw-theme-swatch__dot" />
        </span>
      </div>
    </ThemeScope>
  );
}
