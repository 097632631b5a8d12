import { blockTypeName } from "@coursewright/course-model";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { deleteBlock } from "../actions";
import { useActivePage } from "../selectors";
import { cancelDeleteBlock, useDeleteRequest } from "./deleteRequest";

/** Asks before a block goes (its media and the display conditions watching it go too; undo brings them back). */
export function DeleteBlockDialog() {
  const { t } = useTranslation();
  const blockId = useDeleteRequest((s) => s.blockId);
  const view = useActivePage();
  const block = blockId === null ? undefined : view?.blocks.find((b) => b.id === blockId);
  const confirm = () => {
    if (block) deleteBlock(block.id);
    cancelDeleteBlock();
  };
  return (
    <Modal
      opened={block !== undefined}
      onClose={cancelDeleteBlock}
      title={t("builder.block.delete_title")}
      centered
      closeButtonProps={{ "aria-label": t("builder.close") }}
      data-testid="block-delete-dialog"
    >
      <Stack gap="md">
        <Text size="sm">
          {t("builder.block.delete_text", { type: block ? t(`blocks.names.${blockTypeName(block.type)}`) : "" })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancelDeleteBlock} data-autofocus>
            {t("builder.cancel")}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirm}
            data-testid="block-delete-confirm"
          >
            {t("builder.block.delete_confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
