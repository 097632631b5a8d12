import type { Theme } from "@coursewright/course-model";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { notifySuccess } from "../../shell/notify";
import { useDeleteTheme } from "../../themes/queries";

/** Asks before deleting, naming the theme and, when courses use it, saying they go back to the default theme. */
export function DeleteThemeDialog({ theme, onClose }: { theme: Theme | null; onClose(): void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteTheme();
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  const inUse = (theme?.courses_count ?? 0) > 0;
  return (
    <Modal
      opened={theme !== null}
      onClose={close}
      title={t("themes.delete.title")}
      centered
      closeButtonProps={{ "aria-label": t("themes.dialog_close") }}
      data-testid="theme-delete-dialog"
    >
      <Stack gap="md">
        <FormAlert message={error} />
        <Text size="sm">{t("themes.delete.text")}</Text>
        <Text fw={600} style={{ overflowWrap: "anywhere" }} dir="auto" data-testid="theme-delete-name">
          {theme?.title}
        </Text>
        {inUse ? (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="theme-delete-in-use">
            {t("themes.delete.in_use", { count: theme?.courses_count ?? 0 })}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t("themes.delete.unused")}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t("themes.cancel")}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => {
              if (!theme) return;
              setError(null);
              remove.mutate(theme, {
                onSuccess: () => {
                  notifySuccess(t("themes.delete.done", { title: theme.title }));
                  close();
                },
                onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
              });
            }}
            data-testid="theme-delete-confirm"
          >
            {t("themes.delete.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
