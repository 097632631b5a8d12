import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** The general message of a failed submit, announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
