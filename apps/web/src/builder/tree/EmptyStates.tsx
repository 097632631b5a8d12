import { Button, EmptyState } from "@mantine/core";
import { IconFilePlus, IconFolderPlus, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A course with topics but none yet. */
export function NoTopics({ onAdd, disabled }: { onAdd(): void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      size="sm"
      variant="light"
      icon={<IconFolderPlus size={22} aria-hidden />}
      title={t("builder.tree.no_topics_title")}
      description={t("builder.tree.no_topics_text")}
      className="cw-tree-empty"
      data-testid="tree-no-topics"
    >
      <EmptyState.Actions>
        <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} disabled={disabled} onClick={onAdd}>
          {t("builder.tree.add_topic")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** A course without topics and without pages. */
export function NoPages({ onAdd, disabled, loading }: { onAdd(): void; disabled: boolean; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      size="sm"
      variant="light"
      icon={<IconFilePlus size={22} aria-hidden />}
      title={t("builder.tree.no_pages_title")}
      description={t("builder.tree.no_pages_text")}
      className="cw-tree-empty"
      data-testid="tree-no-pages"
    >
      <EmptyState.Actions>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled}
          loading={loading}
          onClick={onAdd}
        >
          {t("builder.tree.add_page")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
