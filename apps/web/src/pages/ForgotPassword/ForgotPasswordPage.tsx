import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from "@coursewright/course-model";
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { publicClient } from "../../api/http";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { schemaErrors } from "../../forms/validate";
import { GuestLayout } from "../../shell/GuestLayout";
import { PageTitle } from "../../shell/PageTitle";

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordRequest>({
    initialValues: { email: "" },
    validate: (values) => schemaErrors(forgotPasswordRequestSchema, values, t),
  });
  const send = useMutation({
    mutationFn: (values: ForgotPasswordRequest) =>
      publicClient.post<{ message?: string }>("/api/forgot_password", values, { redirectOn404: false }),
    onError: (error) => setFormError(showServerError(error, { setErrors: form.setErrors, fields: ["email"] }, t)),
  });

  return (
    <GuestLayout>
      <Stack gap="lg">
        <PageTitle title={t("forgot_password.title")} subtitle={t("forgot_password.subtitle")} />
        {send.isSuccess ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconMailCheck aria-hidden />}
            role="status"
            title={t("forgot_password.sent_title")}
          >
            {t("forgot_password.sent", { email: form.values.email })}
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit((values) => {
              setFormError(null);
              send.mutate(values);
            })}
          >
            <Stack gap="md">
              <FormAlert message={formError} />
              <TextInput
                label={t("fields.email")}
                type="email"
                autoComplete="email"
                required
                autoFocus
                {...form.getInputProps("email")}
              />
              <Button type="submit" size="md" fullWidth loading={send.isPending}>
                {t("forgot_password.submit")}
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t("forgot_password.back_to_login")}
          </Anchor>
        </Text>
      </Stack>
    </GuestLayout>
  );
}
