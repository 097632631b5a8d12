import { type SupportMessageRequest, supportMessageRequestSchema } from "@coursewright/course-model";
import { Box, Button, Group, Paper, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { authClient } from "../../api/http";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { schemaErrors } from "../../forms/validate";
import { notifySuccess } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";

export default function SupportPage() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SupportMessageRequest>({
    initialValues: { subject: "", message: "" },
    validate: (values) => schemaErrors(supportMessageRequestSchema, values, t),
  });
  const send = useMutation({
    mutationFn: (values: SupportMessageRequest) =>
      authClient.post<{ message?: string }>("/api/support/send_message", values, { redirectOn404: false }),
    onSuccess: (answer) => {
      form.reset();
      notifySuccess(answer?.message ?? t("support.sent"));
    },
    onError: (error) =>
      setFormError(showServerError(error, { setErrors: form.setErrors, fields: ["subject", "message"] }, t)),
  });
  return (
    <Box maw={720} mx="auto">
      <Stack gap="lg">
        <PageTitle title={t("support.title")} subtitle={t("support.subtitle")} />
        <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
          <form
            noValidate
            onSubmit={form.onSubmit((values) => {
              setFormError(null);
              send.mutate(values);
            })}
          >
            <Stack gap="md">
              <FormAlert message={formError} />
              <TextInput label={t("support.subject")} required {...form.getInputProps("subject")} />
              <Textarea
                label={t("support.message")}
                required
                autosize
                minRows={6}
                maxRows={14}
                {...form.getInputProps("message")}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending}>
                  {t("support.submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Box>
  );
}
