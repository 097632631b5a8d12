import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { mediaApi } from "../api";
import { entryTitle, idsByResource, type MediaEntry } from "../entries";

const NAMED = 5;

/** Asks before deleting, naming what goes (and warning that a folder takes its contents with it). */
export function DeleteDialog({
  entries,
  onDone,
  onClose,
}: {
  entries: MediaEntry[] | null;
  onDone(message: string | undefined): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const list = entries ?? [];
  const remove = useMutation({
    mutationFn: () => mediaApi.remove(idsByResource(list)),
    onSuccess: (answer) => onDone(answer?.message),
    onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
  });
  const folders = list.filter((e) => e.kind === "folder").length;
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("media.close") }}
      opened={entries !== null}
      onClose={close}
      title={t("media.delete_title")}
      centered
      data-testid="media-delete-dialog"
    >
      <Stack gap="md">
        <FormAlert message={error} />
        <Text size="sm">{t("media.delete_text", { count: list.length })}</Text>
        <List size="sm" spacing={2} withPadding>
          {list.slice(0, NAMED).map((entry) => (
            <List.Item key={entry.key}>
              <Text span fw={500} size="sm">
                {entryTitle(entry)}
              </Text>
            </List.Item>
          ))}
        </List>
        {list.length > NAMED && (
          <Text size="sm" c="dimmed">
            {t("media.delete_more", { count: list.length - NAMED })}
          </Text>
        )}
        {folders > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t("media.delete_folder_warning")}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t("media.cancel")}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => {
              setError(null);
              remove.mutate();
            }}
            data-testid="media-delete-confirm"
          >
            {t("media.delete_confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
