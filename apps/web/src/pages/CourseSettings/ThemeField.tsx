import { Select } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useThemeOptions } from "../../courses/queries";

/** The course player's look; disabled with a note until themes exist (a later issue). */
export function ThemeField({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error?: ReactNode;
  onChange(value: string | null): void;
}) {
  const { t } = useTranslation();
  const themes = useThemeOptions();
  const ready = themes.status === "ready";
  return (
    <Select
      id="course-theme_id"
      label={t("courses.settings.theme")}
      description={
        themes.status === "unavailable" ? t("courses.settings.theme_soon") : t("courses.settings.theme_hint")
      }
      placeholder={t("courses.settings.theme_default")}
      data={ready ? themes.themes : []}
      value={ready ? value : null}
      onChange={onChange}
      clearable
      disabled={!ready}
      error={error}
      data-testid="course-theme"
    />
  );
}
