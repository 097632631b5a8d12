import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";

export interface ItemDialogProps {
  opened: boolean;
  title: string;
  onClose(): void;
  onSubmit(): void;
  saving: boolean;
  error: string | null;
  /** Something was typed or chosen: closing asks before throwing it away. */
  dirty: boolean;
  testId: string;
  children: ReactNode;
}

/** The form of a bundle, an event or a banner in a dialog (full screen on phones): fields, Cancel and Save. */
export function ItemDialog(props: ItemDialogProps) {
  const { opened, title, onClose, onSubmit, saving, error, dirty, testId, children } = props;
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 600px)");
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (dirty && !asking) setAsking(true);
    else onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
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
          {asking && (
            <Alert
              color="orange"
              variant="light"
              role="alertdialog"
              aria-live="assertive"
              data-testid={`${testId}-discard`}
            >
              <Text size="sm" mb="xs">
                {t("hubs_admin.items.discard_text")}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setAsking(false)} data-autofocus>
                  {t("hubs_admin.items.discard_keep")}
                </Button>
                <Button size="xs" color="red" onClick={onClose}>
                  {t("hubs_admin.items.discard_confirm")}
                </Button>
              </Group>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
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
