import { Button, Progress, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconListDetails } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { type ScopeTheme, ThemeScope } from "../../themes/ThemeScope";
import "../../themes/withThemeCss";

// The same variables the button block and the player's navigation bar read.
const BUTTON_STYLE = {
  "--button-bg": "var(--cw-theme-button-bg)",
  "--button-hover": "var(--cw-theme-button-bg)",
  "--button-color": "var(--cw-theme-button-text)",
} as CSSProperties;
const STEP_STYLE = {
  "--button-bg": "var(--cw-theme-nav-icon-bg)",
  "--button-hover": "var(--cw-theme-nav-icon-bg)",
  "--button-color": "var(--cw-theme-nav-icon)",
  "--button-bd": "none",
} as CSSProperties;

const OPTIONS = [1, 2, 3] as const;

/**
 * A sample page drawn with the theme being edited: title, text, a button, a single-choice question and the
 * player's navigation bar. It is a picture: nothing in it reacts to clicks.
 */
export function ThemePreview({ theme }: { theme: ScopeTheme }) {
  const { t } = useTranslation();
  return (
    <section className="cw-theme-preview" aria-label={t("themes.preview.label")} data-testid="theme-preview">
      <ThemeScope theme={theme} className="cw-theme-preview__scope">
        <div className="cw-theme-preview__page cw-theme-page" inert data-testid="theme-preview-page">
          {theme.show_page_title && (
            <Title order={3} size="h2" className="cw-theme-preview__title" data-testid="theme-preview-title">
              {t("themes.preview.title")}
            </Title>
          )}
          <Text className="cw-theme-preview__text">{t("themes.preview.text")}</Text>
          <Button style={BUTTON_STYLE} tabIndex={-1} data-testid="theme-preview-button">
            {t("themes.preview.button")}
          </Button>
          <div className="cw-theme-preview__question">
            <Text fw={700}>{t("themes.preview.question")}</Text>
            {OPTIONS.map((n) => (
              <div
                key={n}
                className="cw-theme-preview__option"
                data-checked={n === 2 || undefined}
                data-testid="theme-preview-option"
              >
                <span className="cw-theme-preview__radio" aria-hidden />
                {t(`themes.preview.option_${n}`)}
              </div>
            ))}
          </div>
        </div>
        <div className="cw-theme-preview__nav" inert data-testid="theme-preview-nav">
          <Button
            style={STEP_STYLE}
            tabIndex={-1}
            leftSection={<IconArrowLeft size={16} className="cw-flip-rtl" aria-hidden />}
          >
            <span className="cw-theme-preview__nav-label">{t("player.nav.previous")}</span>
          </Button>
          <div className="cw-theme-preview__nav-middle">
            <span className="cw-theme-preview__nav-page">
              <IconListDetails size={16} aria-hidden />
              {t("player.nav.page_of", { page: 2, total: 5 })}
            </span>
            <Progress value={40} size="sm" radius="xl" color="var(--cw-theme-nav-icon-bg)" mt={6} />
          </div>
          <Button
            style={STEP_STYLE}
            tabIndex={-1}
            rightSection={<IconArrowRight size={16} className="cw-flip-rtl" aria-hidden />}
          >
            <span className="cw-theme-preview__nav-label">{t("player.nav.next")}</span>
          </Button>
        </div>
      </ThemeScope>
    </section>
  );
}
