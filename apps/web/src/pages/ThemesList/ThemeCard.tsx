import type { Theme } from "@coursewright/course-model";
import { ActionIcon, Menu, Text, Tooltip } from "@mantine/core";
import { IconClock, IconCopy, IconDots, IconPencil, IconSchool, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDate } from "../../i18n/format";
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
  return (
    <article className="cw-theme-card" data-testid="theme-card" aria-labelledby={`theme-${theme.id}-title`}>
      <ThemeSwatch theme={theme} />
      <div className="cw-theme-card__body">
        <Link
          id={`theme-${theme.id}-title`}
          to={editThemePath(theme.id)}
          className="cw-theme-card__link"
          title={theme.title}
          dir="auto"
        >
          {theme.title}
        </Link>
        <div className="cw-theme-card__footer">
          <div className="cw-theme-card__meta">
            <Text span size="xs" c="dimmed" className="cw-theme-card__fact" data-testid="theme-courses">
              <IconSchool size={14} aria-hidden />
              {t("themes.card.courses", { count: theme.courses_count })}
            </Text>
            <Text span size="xs" c="dimmed" className="cw-theme-card__fact">
              <IconClock size={14} aria-hidden />
              {t("themes.card.updated", { date: formatDate(theme.updated_at) })}
            </Text>
          </div>
          <div className="cw-theme-card__actions">
            <Tooltip label={t("themes.actions.edit")} withArrow openDelay={300}>
              <ActionIcon
                component={Link}
                to={editThemePath(theme.id)}
                variant="default"
                size="lg"
                aria-label={t("themes.actions.edit_of", { title: theme.title })}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Menu position="bottom-end" withinPortal shadow="md" width={200}>
              <Menu.Target>
                <ActionIcon
                  variant="default"
                  size="lg"
                  loading={duplicating}
                  aria-label={t("themes.actions.menu_of", { title: theme.title })}
                  data-testid="theme-menu"
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  component={Link}
                  to={editThemePath(theme.id)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t("themes.actions.edit")}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconCopy size={16} aria-hidden />}
                  onClick={() => onDuplicate(theme)}
                  data-testid="theme-duplicate"
                >
                  {t("themes.actions.duplicate")}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => onDelete(theme)}
                  data-testid="theme-delete"
                >
                  {t("themes.actions.delete")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </div>
        </div>
      </div>
    </article>
  );
}
