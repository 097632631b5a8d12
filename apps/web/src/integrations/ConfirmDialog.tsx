import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog as SharedConfirmDialog } from "../shell/ConfirmDialog";

/** Asks before an action that cannot be undone (revoke, regenerate), naming the integration. */
export function ConfirmDialog({
  text,
  name,
  ...rest
}: {
  opened: boolean;
  title: string;
  text: string;
  name: string;
  confirmLabel: string;
  confirmIcon: ReactNode;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <SharedConfirmDialog {...rest} closeLabel={t("integrations.dialog_close")} cancelLabel={t("integrations.cancel")}>
      <Text fw={600} style={{ overflowWrap: "anywhere" }} dir="auto">
        {name}
      </Text>
      <Text size="sm">{text}</Text>
    </SharedConfirmDialog>
  );
}
