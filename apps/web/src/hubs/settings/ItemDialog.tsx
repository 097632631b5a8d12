import { Button, Group, Modal, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";

export interface ItemDialogProps {
  opened: boolean;
  title: string;
  onClose(): void;
  onSubmit(): void;
  saving: boolean;
  error: string | null;
  testId: string;
  children: ReactNode;
}

/** The form of a bundle, an event or a banner in a dialog (full screen on phones): fields, Cancel and Save. */
export function ItemDialog({ opened, title, onClose, onSubmit, saving, error, testId, children }: ItemDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 600px)");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ "aria-label": t("hubs_admin.close") }}
      data-testid={testId}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormAlert message={error} />
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t("hubs_admin.cancel")}
            </Button>
            <Button
              type="submit"
              loading={saving}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              data-testid={`${testId}-save`}
            >
              {t("hubs_admin.items.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
