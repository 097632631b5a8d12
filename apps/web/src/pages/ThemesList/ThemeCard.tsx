import type { Theme } from "@coursewright/course-model";
import { Text } from "@mantine/core";
import { IconClock, IconCopy, IconPencil, IconSchool, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../i18n/format";
import { ItemCard } from "../../screenParts/ItemCard";
import { ThemeSwatch } from "./ThemeSwatch";

export const editThemePath = (id: number) => `/editTheme/${id}`;

export interface ThemeCardProps {
  theme: Theme;
  onDuplicate(theme: Theme): void;
  onDelete(theme: Theme): void;
  duplicating: boolean;
}

/** One theme: the card opens the editor; duplicate and delete are in its menu. */
export function ThemeCard({ theme, onDuplicate, onDelete, duplicating }: ThemeCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const edit = editThemePath(theme.id);
  return (
    <ItemCard
      domId={`theme-${theme.id}-title`}
      title={theme.title}
      to={edit}
      media={<ThemeSwatch theme={theme} />}
      facts={
        <>
          <Text span size="xs" c="dimmed" className="cw-item-card__fact" data-testid="theme-courses">
            <IconSchool size={14} aria-hidden />
            {t("themes.card.courses", { count: theme.courses_count })}
          </Text>
          <Text span size="xs" c="dimmed" className="cw-item-card__fact">
            <IconClock size={14} aria-hidden />
            {t("themes.card.updated", { date: formatDate(theme.updated_at) })}
          </Text>
        </>
      }
      quickAction={{
        label: t("themes.actions.edit_of", { title: theme.title }),
        icon: <IconPencil size={18} aria-hidden />,
        to: edit,
      }}
      menuLabel={t("themes.actions.menu_of", { title: theme.title })}
      busy={duplicating}
      menu={[
        { key: "edit", label: t("themes.actions.edit"), icon: <IconPencil size={16} aria-hidden />, to: edit },
        {
          key: "duplicate",
          label: t("themes.actions.duplicate"),
          icon: <IconCopy size={16} aria-hidden />,
          onClick: () => onDuplicate(theme),
          testId: "theme-duplicate",
        },
        {
          key: "delete",
          label: t("themes.actions.delete"),
          icon: <IconTrash size={16} aria-hidden />,
          onClick: () => onDelete(theme),
          danger: true,
          divided: true,
          testId: "theme-delete",
        },
      ]}
      testId="theme-card"
      menuTestId="theme-menu"
    />
  );
}
