import { Button, CloseButton, Group, Paper, Text } from "@mantine/core";
import { IconFolderSymlink, IconSelectAll, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Shown while entries are selected: bulk move and delete. */
export function SelectionBar({
  count,
  onMove,
  onDelete,
  onSelectAll,
  onClear,
}: {
  count: number;
  onMove(): void;
  onDelete(): void;
  onSelectAll(): void;
  onClear(): void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py={8}
      bg="var(--mantine-color-brand-0)"
      className="cw-media-selection"
      data-testid="media-selection-bar"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <CloseButton size="sm" aria-label={t("media.clear_selection")} onClick={onClear} />
          <Text size="sm" fw={600} aria-live="polite">
            {t("media.selected", { count })}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconSelectAll size={16} aria-hidden />}
            onClick={onSelectAll}
          >
            {t("media.select_all")}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFolderSymlink size={16} aria-hidden />}
            onClick={onMove}
          >
            {t("media.move")}
          </Button>
          <Button
            size="xs"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            data-testid="media-delete-selected"
          >
            {t("media.delete")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
