import { createHubRequestSchema, HUB_NAME_MAX_LENGTH } from "@coursewright/course-model";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { schemaErrors } from "../../forms/validate";
import { useCreateHub } from "../../hubs/queries";
import { notifySuccess } from "../../shell/notify";
import { hubSettingsPath } from "./HubCard";

/** A new hub needs a name only (it starts as a private draft); its settings open next. */
export function CreateHubDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateHub();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: "" },
    validate: (values) => schemaErrors(createHubRequestSchema, values, t),
  });
  const close = () => {
    form.reset();
    setError(null);
    create.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("hubs_admin.create.title")}
      centered
      closeButtonProps={{ "aria-label": t("hubs_admin.close") }}
      data-testid="hub-create-dialog"
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setError(null);
          create.mutate(values.name, {
            onSuccess: (hub) => {
              notifySuccess(t("hubs_admin.create.done", { name: hub.name }));
              navigate(hubSettingsPath(hub.id), { state: { created: true } });
            },
            onError: (e) => setError(showServerError(e, { setErrors: form.setErrors, fields: ["name"] }, t)),
          });
        })}
      >
        <Stack gap="md">
          <FormAlert message={error} />
          <Text size="sm" c="dimmed">
            {t("hubs_admin.create.text")}
          </Text>
          <TextInput
            label={t("hubs_admin.fields.name")}
            placeholder={t("hubs_admin.create.placeholder")}
            required
            maxLength={HUB_NAME_MAX_LENGTH}
            data-autofocus
            data-testid="hub-create-name"
            {...form.getInputProps("name")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("hubs_admin.cancel")}
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              leftSection={<IconCheck size={16} aria-hidden />}
              data-testid="hub-create-submit"
            >
              {t("hubs_admin.create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
