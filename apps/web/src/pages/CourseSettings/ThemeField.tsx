import { Anchor, Group, Select, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useThemeChoices } from "../../themes/queries";

/**
 * The course's theme: one of the creator's themes, or the default look (empty). A stored choice that is not
 * among the loaded themes still shows while they load.
 */
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
  const themes = useThemeChoices();
  const data = [
    { value: "", label: t("themes.field.default") },
    ...(themes.data ?? []).map((theme) => ({ value: String(theme.id), label: theme.title })),
  ];
  return (
    <div>
      <Select
        id="course-theme_id"
        label={t("courses.settings.theme")}
        description={t("courses.settings.theme_hint")}
        data={data}
        value={value ?? ""}
        onChange={(next) => onChange(next ? next : null)}
        allowDeselect={false}
        searchable={data.length > 8}
        disabled={themes.isPending}
        error={error ?? (themes.isError ? t("themes.field.load_failed") : undefined)}
        data-testid="course-theme"
      />
      <Group gap="xs" mt={6} justify="space-between">
        {themes.data && themes.data.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t("themes.field.none_yet")}
          </Text>
        ) : (
          <span />
        )}
        <Anchor
          component={Link}
          to="/createTheme"
          size="sm"
          className="cw-settings-back"
          data-testid="course-theme-create"
        >
          <IconPlus size={14} aria-hidden />
          {t("themes.field.create")}
        </Anchor>
      </Group>
    </div>
  );
}
