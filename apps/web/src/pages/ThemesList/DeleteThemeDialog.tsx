import type { Theme } from "@coursewright/course-model";
import { Alert, Text } from "@mantine/core";
import { IconInfoCircle, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showServerError } from "../../forms/serverErrors";
import { ConfirmDialog } from "../../shell/ConfirmDialog";
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
    <ConfirmDialog
      opened={theme !== null}
      title={t("themes.delete.title")}
      closeLabel={t("themes.dialog_close")}
      cancelLabel={t("themes.cancel")}
      confirmLabel={t("themes.delete.confirm")}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      busy={remove.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
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
      testId="theme-delete-dialog"
      confirmTestId="theme-delete-confirm"
    >
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
    </ConfirmDialog>
  );
}
