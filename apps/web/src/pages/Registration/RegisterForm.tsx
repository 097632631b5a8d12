import { type RegisterRequest, registerRequestSchema, type TokenResponse } from "@coursewright/course-model";
import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { publicClient } from "../../api/http";
import { FormAlert } from "../../forms/FormAlert";
import { PasswordField } from "../../forms/PasswordField";
import { showServerError } from "../../forms/serverErrors";
import { schemaErrors } from "../../forms/validate";
import { completeSignIn } from "../../session/afterSignIn";
import { GuestLayout } from "../../shell/GuestLayout";
import { PageTitle } from "../../shell/PageTitle";

const FIELDS = ["name", "email", "password", "password_confirmation"] as const;

/** Learner and content-creator sign-up: same form, different endpoint; the new user is signed in at once. */
export function RegisterForm({
  endpoint,
  title,
  subtitle,
  switchLink,
}: {
  endpoint: "/api/register" | "/api/content_creator_register";
  title: string;
  subtitle: string;
  switchLink: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterRequest>({
    initialValues: { name: "", email: "", password: "", password_confirmation: "" },
    validate: (values) => schemaErrors(registerRequestSchema, values, t),
  });
  const register = useMutation({
    mutationFn: (values: RegisterRequest) =>
      publicClient.post<TokenResponse>(endpoint, values, { redirectOn404: false }),
    onSuccess: (answer) => navigate(completeSignIn(answer), { replace: true }),
    onError: (error) => setFormError(showServerError(error, { setErrors: form.setErrors, fields: FIELDS }, t)),
  });

  return (
    <GuestLayout>
      <Stack gap="lg">
        <PageTitle title={title} subtitle={subtitle} />
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setFormError(null);
            register.mutate(values);
          })}
        >
          <Stack gap="md">
            <FormAlert message={formError} />
            <TextInput
              label={t("fields.name")}
              autoComplete="name"
              required
              autoFocus
              {...form.getInputProps("name")}
            />
            <TextInput
              label={t("fields.email")}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps("email")}
            />
            <PasswordField
              label={t("fields.password")}
              description={t("fields.password_hint")}
              autoComplete="new-password"
              required
              {...form.getInputProps("password")}
            />
            <PasswordField
              label={t("fields.password_confirmation")}
              autoComplete="new-password"
              required
              {...form.getInputProps("password_confirmation")}
            />
            <Button type="submit" size="md" fullWidth loading={register.isPending}>
              {t("registration.submit")}
            </Button>
          </Stack>
        </form>
        <Stack gap={6} align="center">
          <Text size="sm">
            {t("registration.have_account")}{" "}
            <Anchor component={Link} to="/login" fw={600}>
              {t("registration.login_link")}
            </Anchor>
          </Text>
          <Text size="sm">
            <Anchor component={Link} to={switchLink.to}>
              {switchLink.label}
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </GuestLayout>
  );
}
