import { type ResetPasswordRequest, resetPasswordRequestSchema } from "@coursewright/course-model";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { publicClient } from "../../api/http";
import { FormAlert } from "../../forms/FormAlert";
import { PasswordField } from "../../forms/PasswordField";
import { showServerError } from "../../forms/serverErrors";
import { schemaErrors } from "../../forms/validate";
import { GuestLayout } from "../../shell/GuestLayout";
import { notifySuccess } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";

type Values = Omit<ResetPasswordRequest, "token">;

export default function SetNewPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().token ?? "";
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenProblem, setTokenProblem] = useState(false);
  const form = useForm<Values>({
    initialValues: { password: "", password_confirmation: "" },
    validate: (values) => schemaErrors(resetPasswordRequestSchema, { ...values, token }, t),
  });
  const reset = useMutation({
    mutationFn: (values: Values) =>
      publicClient.post<{ message?: string }>("/api/reset_password", { ...values, token }, { redirectOn404: false }),
    onSuccess: (answer) => {
      notifySuccess(answer?.message ?? t("set_new_password.done"));
      navigate("/login", { replace: true });
    },
    onError: (error) => {
      // A bad link is not something the user can fix in this form: say so and offer a new link.
      let tokenError: string | undefined;
      const setErrors = (errors: Record<string, string>) => {
        tokenError = errors.token;
        form.setErrors(errors);
      };
      const message = showServerError(error, { setErrors, fields: ["password", "password_confirmation", "token"] }, t);
      setTokenProblem(Boolean(tokenError));
      setFormError(tokenError ?? message);
    },
  });

  return (
    <GuestLayout>
      <Stack gap="lg">
        <PageTitle title={t("set_new_password.title")} subtitle={t("set_new_password.subtitle")} />
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setFormError(null);
            setTokenProblem(false);
            reset.mutate(values);
          })}
        >
          <Stack gap="md">
            <FormAlert message={formError} />
            {tokenProblem && (
              <Anchor component={Link} to="/forgotPassword" size="sm">
                {t("set_new_password.request_new_link")}
              </Anchor>
            )}
            <PasswordField
              label={t("fields.new_password")}
              description={t("fields.password_hint")}
              autoComplete="new-password"
              required
              autoFocus
              {...form.getInputProps("password")}
            />
            <PasswordField
              label={t("fields.password_confirmation")}
              autoComplete="new-password"
              required
              {...form.getInputProps("password_confirmation")}
            />
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              {t("set_new_password.submit")}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t("forgot_password.back_to_login")}
          </Anchor>
        </Text>
      </Stack>
    </GuestLayout>
  );
}
