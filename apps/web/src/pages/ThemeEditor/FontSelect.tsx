import { THEME_FONTS, type ThemeFont } from "@coursewright/course-model";
import { type ComboboxItem, Select, Text } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { loadThemeFont } from "../../themes/fonts";

const CATEGORIES: readonly ThemeFont["category"][] = ["sans-serif", "serif", "display", "handwriting", "monospace"];

/** A font's name in that font, fetched only once its option scrolls into the open list. */
function FontName({ family }: { family: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        void loadThemeFont(family);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [family]);
  return (
    <span ref={ref} style={{ fontFamily: `"${family}", system-ui, sans-serif`, fontSize: 16 }}>
      {family}
    </span>
  );
}

export interface FontSelectProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: ReactNode;
}

/** The 50 theme fonts by kind, each option written in its own font, with a sample line for the chosen one. */
export function FontSelect({ id, value, onChange, error }: FontSelectProps) {
  const { t } = useTranslation();
  const data = CATEGORIES.map((category) => ({
    group: t(`themes.font.category.${category}`),
    items: THEME_FONTS.filter((font) => font.category === category).map((font) => font.family),
  })).filter((group) => group.items.length > 0);
  return (
    <div>
      <Select
        id={id}
        label={t("themes.fields.font")}
        data={data}
        value={value}
        onChange={(next) => {
          if (next) onChange(next);
        }}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t("themes.font.none_found")}
        maxDropdownHeight={320}
        renderOption={({ option }: { option: ComboboxItem }) => <FontName family={option.value} />}
        error={error}
        data-testid="theme-font"
      />
      <Text
        mt={8}
        size="lg"
        className="cw-theme-font-sample"
        style={{ fontFamily: `"${value}", system-ui, sans-serif` }}
        dir="auto"
        data-testid="theme-font-sample"
      >
        {t("themes.font.sample")}
      </Text>
    </div>
  );
}
