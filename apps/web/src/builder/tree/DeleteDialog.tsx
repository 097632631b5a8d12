import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as actions from "../actions";

export type DeleteTarget =
  | { kind: "page"; id: number; title: string }
  | { kind: "topic"; id: number; title: string; pageCount: number };

/**
 * Asks before deleting, naming what goes: a page takes its blocks and every button and display condition
 * that points at it; a topic takes its pages with theirs. Both save at once (spec 4).
 */
export function DeleteDialog({ target, onClose }: { target: DeleteTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      if (target.kind === "page") await actions.deletePage(target.id);
      else await actions.deleteTopic(target.id);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  const isPage = target?.kind === "page";
  return (
    <Modal
      opened={target !== null}
      onClose={() => !busy && onClose()}
      title={t(isPage ? "builder.tree.delete_page_title" : "builder.tree.delete_topic_title")}
      centered
      closeButtonProps={{ "aria-label": t("builder.tree.dialog_close") }}
      data-testid="tree-delete-dialog"
    >
      <Stack gap="md">
        <Text fw={600} style={{ overflowWrap: "anywhere" }} dir="auto" data-testid="tree-delete-name">
          {target?.title}
        </Text>
        <Text size="sm">
          {target?.kind === "topic"
            ? t("builder.tree.delete_topic_text", { pages: target.pageCount })
            : t("builder.tree.delete_page_text")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("builder.tree.delete_saves")}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {t("builder.tree.cancel")}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={busy}
            onClick={() => void confirm()}
            data-testid="tree-delete-confirm"
          >
            {t("builder.tree.delete")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
