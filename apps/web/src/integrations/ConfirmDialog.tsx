import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../forms/FormAlert";

/** Asks before an action that cannot be undone (revoke, regenerate), naming the integration. */
export function ConfirmDialog({
  opened,
  title,
  text,
  name,
  confirmLabel,
  confirmIcon,
  busy,
  error,
  onConfirm,
  onClose,
  testId,
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("integrations.dialog_close") }}
      data-testid={testId}
    >
      <Stack gap="md">
        <FormAlert message={error} />
        <Text fw={600} style={{ overflowWrap: "anywhere" }} dir="auto">
          {name}
        </Text>
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("integrations.cancel")}
          </Button>
          <Button
            color="red"
            leftSection={confirmIcon}
            loading={busy}
            onClick={onConfirm}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
