import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { FormAlert } from "../forms/FormAlert";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What is at stake: the item's name, what follows from the action. */
  children: ReactNode;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  confirmIcon: ReactNode;
  busy: boolean;
  /** The server's refusal, shown above the text. */
  error: string | null;
  onConfirm(): void;
  onClose(): void;
  /** The dialog's test id; the confirm button's is confirmTestId, by default `${testId}-confirm`. */
  testId: string;
  confirmTestId?: string;
}

/**
 * Asks before an action that cannot be undone (delete, revoke, regenerate): Cancel has the focus, the red button
 * acts, a refusal shows in the dialog. The lists and editors word it; this is the one frame they share.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, children, busy, error, onConfirm, onClose, testId } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": props.closeLabel }}
      data-testid={testId}
    >
      <Stack gap="md">
        <FormAlert message={error} />
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {props.cancelLabel}
          </Button>
          <Button
            // red.9: white text on Mantine's default red.6 reads at 3.3:1, under WCAG AA's 4.5:1.
            color="red.9"
            leftSection={props.confirmIcon}
            loading={busy}
            onClick={onConfirm}
            data-testid={props.confirmTestId ?? `${testId}-confirm`}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
