import type { LtiPlatform, LtiPlatformRequest } from "@coursewright/course-model";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../forms/FormAlert";
import { showServerError } from "../forms/serverErrors";

const FIELDS = ["title", "issuer", "client_id", "deployment_ids", "auth_url", "token_url", "jwks_url"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (platform: LtiPlatform | null): Values => ({
  title: platform?.title ?? "",
  issuer: platform?.issuer ?? "",
  client_id: platform?.client_id ?? "",
  // One deployment id a line: a platform with several deployments lists each.
  deployment_ids: platform?.deployment_ids.join("\n") ?? "",
  auth_url: platform?.auth_url ?? "",
  token_url: platform?.token_url ?? "",
  jwks_url: platform?.jwks_url ?? "",
});

const toRequest = (values: Values): LtiPlatformRequest => ({
  ...values,
  deployment_ids: values.deployment_ids
    .split(/[\n,]/)
    .map((id) => id.trim())
    .filter(Boolean),
});

/** Registering a platform, or changing one (`platform`), in a dialog; `onSave` rejects with the server's error. */
export function PlatformFormDialog({
  opened,
  platform,
  onSave,
  onClose,
}: {
  opened: boolean;
  platform: LtiPlatform | null;
  onSave(request: LtiPlatformRequest): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: valuesOf(platform),
    validate: Object.fromEntries(
      FIELDS.map((field) => [field, (v: string) => (v.trim() ? null : t("lti.form.required"))]),
    ),
  });
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setSaving(true);
    try {
      await onSave(toRequest(values));
      onClose();
    } catch (error) {
      setFormError(showServerError(error, { fields: [...FIELDS], setErrors: form.setErrors }, t));
    } finally {
      setSaving(false);
    }
  });
  const field = (name: Exclude<(typeof FIELDS)[number], "deployment_ids">, url = false) => (
    <TextInput
      label={t(`lti.form.${name}`)}
      description={t(`lti.form.${name}_hint`)}
      required
      dir={url || name === "client_id" ? "ltr" : undefined}
      type={url ? "url" : "text"}
      data-testid={`lti-${name}`}
      {...form.getInputProps(name)}
    />
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={platform ? t("lti.form.edit_title") : t("lti.form.create_title")}
      closeButtonProps={{ "aria-label": t("lti.close") }}
    >
      <form onSubmit={submit} noValidate data-testid="lti-platform-form">
        <Stack gap="md">
          <FormAlert message={formError} />
          {field("title")}
          {field("issuer", true)}
          {field("client_id")}
          <Textarea
            label={t("lti.form.deployment_ids")}
            description={t("lti.form.deployment_ids_hint")}
            required
            autosize
            minRows={2}
            dir="ltr"
            data-testid="lti-deployment_ids"
            {...form.getInputProps("deployment_ids")}
          />
          {field("auth_url", true)}
          {field("token_url", true)}
          {field("jwks_url", true)}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("lti.cancel")}
            </Button>
            <Button
              type="submit"
              loading={saving}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              data-testid="lti-save"
            >
              {t("lti.form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
