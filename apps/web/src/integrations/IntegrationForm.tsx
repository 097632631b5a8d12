import { INTEGRATION_TITLE_MAX_LENGTH, type IntegrationRequest } from "@coursewright/course-model";
import { Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../forms/FormAlert";
import { showServerError } from "../forms/serverErrors";
import { useLeaveGuard } from "../shell/useLeaveGuard";
import {
  formToRequest,
  INTEGRATION_FORM_FIELDS,
  type IntegrationFormValues,
  validateIntegrationForm,
} from "./formValues";
import { OriginsEditor } from "./OriginsEditor";

/** Title and allowed origins, for create and edit; `onSave` rejects with the server's error. */
export function IntegrationForm({
  initialValues,
  submitLabel,
  onSave,
}: {
  initialValues: IntegrationFormValues;
  submitLabel: string;
  onSave(request: IntegrationRequest): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<IntegrationFormValues>({
    initialValues,
    validate: (values) => validateIntegrationForm(values, t),
    validateInputOnBlur: true,
  });
  const leaveGuard = useLeaveGuard(form.isDirty() && !saving);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setSaving(true);
    try {
      await onSave(formToRequest(values));
      form.resetDirty();
    } catch (error) {
      setFormError(showServerError(error, { fields: INTEGRATION_FORM_FIELDS, setErrors: form.setErrors }, t));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={formError} />
        <TextInput
          label={t("integrations.form.title")}
          description={t("integrations.form.title_hint")}
          required
          maxLength={INTEGRATION_TITLE_MAX_LENGTH}
          data-testid="integration-title"
          {...form.getInputProps("title")}
        />
        <OriginsEditor form={form} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="integration-save"
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      {leaveGuard.dialog}
    </Paper>
  );
}
