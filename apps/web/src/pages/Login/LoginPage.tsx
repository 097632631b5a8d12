import { type TokenResponse, tokenRequestSchema, WEB_CLIENT_ID } from "@coursewright/course-model";
import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from "@mantine/core";
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

const loginSchema = tokenRequestSchema.pick({ username: true, password: true });
type LoginValues = { username: string; password: string };

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    initialValues: { username: "", password: "" },
    validate: (values) => schemaErrors(loginSchema, values, t),
  });
  const login = useMutation({
    mutationFn: (values: LoginValues) =>
      publicClient.post<TokenResponse>(
        "/oauth/token",
        {
          grant_type: "password",
          username: values.username.trim(),
          password: values.password,
          client_id: WEB_CLIENT_ID,
        },
        { redirectOn404: false },
      ),
    onSuccess: (answer) => navigate(completeSignIn(answer), { replace: true }),
    onError: (error) =>
      setFormError(showServerError(error, { setErrors: form.setErrors, fields: ["username", "password"] }, t)),
  });

  return (
    <GuestLayout>
      <Stack gap="lg">
        <PageTitle title={t("login.title")} subtitle={t("login.subtitle")} />
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setFormError(null);
            login.mutate(values);
          })}
        >
          <Stack gap="md">
            <FormAlert message={formError} />
            <TextInput
              label={t("fields.email")}
              type="email"
              autoComplete="username"
              required
              autoFocus
              {...form.getInputProps("username")}
            />
            <PasswordField
              label={t("fields.password")}
              autoComplete="current-password"
              required
              {...form.getInputProps("password")}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgotPassword" size="sm">
                {t("login.forgot_password")}
              </Anchor>
            </Group>
            <Button type="submit" size="md" fullWidth loading={login.isPending}>
              {t("login.submit")}
            </Button>
          </Stack>
        </form>
        <Divider label={t("login.no_account")} labelPosition="center" />
        <Stack gap={6} align="center">
          <Text size="sm">
            <Anchor component={Link} to="/registration" fw={600}>
              {t("login.register_learner")}
            </Anchor>
          </Text>
          <Text size="sm">
            <Anchor component={Link} to="/content_creator_registration" fw={600}>
              {t("login.register_creator")}
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </GuestLayout>
  );
}
