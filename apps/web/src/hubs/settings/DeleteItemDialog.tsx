import { Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showServerError } from "../../forms/serverErrors";
import { ConfirmDialog } from "../../shell/ConfirmDialog";
import { notifySuccess } from "../../shell/notify";
import type { HubItemKind } from "../api";
import { useRemoveItem } from "../queries";

/** Asks before deleting a bundle, an event or a banner, naming it and what its deletion means. */
export function DeleteItemDialog({
  hubId,
  kind,
  item,
  onClose,
}: {
  hubId: number;
  kind: HubItemKind;
  item: { id: number; title: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveItem(hubId, kind);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={item !== null}
      title={t(`hubs_admin.${kind}.delete_title`)}
      closeLabel={t("hubs_admin.close")}
      cancelLabel={t("hubs_admin.cancel")}
      confirmLabel={t("hubs_admin.items.delete")}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      busy={remove.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            notifySuccess(t("hubs_admin.items.deleted", { title: item.title }));
            close();
          },
          onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
        });
      }}
      testId={`hub-${kind}-delete-dialog`}
    >
      <Text fw={600} dir="auto" style={{ overflowWrap: "anywhere" }}>
        {item?.title}
      </Text>
      <Text size="sm">{t(`hubs_admin.${kind}.delete_text`)}</Text>
    </ConfirmDialog>
  );
}
