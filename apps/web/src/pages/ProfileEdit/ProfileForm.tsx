import { type DataEnvelope, profileUpdateRequestSchema, type User } from "@coursewright/course-model";
import { Button, Divider, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { authClient } from "../../api/http";
import { queryKeys } from "../../api/queries";
import { FormAlert } from "../../forms/FormAlert";
import { PasswordField } from "../../forms/PasswordField";
import { showServerError } from "../../forms/serverErrors";
import { schemaErrors } from "../../forms/validate";
import { updateUser } from "../../session/store";
import { notifySuccess } from "../../shell/notify";

interface Values {
  name: string;
  email: string;
  userway: boolean;
  current_password: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ["name", "email", "userway_status", "current_password", "password", "password_confirmation"];

/** The address as the server compares it (course-model's emailSchema trims and lowercases). */
const normalEmail = (email: string) => email.trim().toLowerCase();

function toRequest(values: Values, emailChanged: boolean) {
  const { userway, current_password, password, password_confirmation, ...rest } = values;
  const base = { ...rest, userway_status: userway ? 1 : 0 };
  // The current password proves who is typing: sent for a new address or a new password, not otherwise.
  if (password) return { ...base, current_password, password, password_confirmation };
  return emailChanged ? { ...base, current_password } : base;
}

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: user.name,
      email: user.email,
      userway: user.userway_status === 1,
      current_password: "",
      password: "",
      password_confirmation: "",
    },
    validate: (values) => {
      const changed = normalEmail(values.email) !== normalEmail(user.email);
      const errors = schemaErrors(profileUpdateRequestSchema, toRequest(values, changed), t);
      if (errors.userway_status) errors.userway = errors.userway_status;
      if (changed && !values.current_password && !errors.current_password)
        errors.current_password = t("validation.required");
      return errors;
    },
  });
  const emailChanged = normalEmail(form.values.email) !== normalEmail(user.email);
  const save = useMutation({
    mutationFn: (values: Values) =>
      authClient.put<DataEnvelope<User>>(
        "/api/profile",
        toRequest(values, normalEmail(values.email) !== normalEmail(user.email)),
        { redirectOn404: false },
      ),
    onSuccess: (answer) => {
      updateUser(answer.data);
      queryClient.setQueryData(queryKeys.currentUser, answer.data);
      form.setValues({ current_password: "", password: "", password_confirmation: "" });
      form.resetDirty();
      notifySuccess(
        answer.data.email_verified || answer.data.email === user.email ? t("profile.saved") : t("profile.saved_verify"),
      );
    },
    onError: (error) => setFormError(showServerError(error, { setErrors: form.setErrors, fields: FIELDS }, t)),
  });

  const currentPassword = (description: string | undefined, required: boolean) => (
    <PasswordField
      label={t("fields.current_password")}
      description={description}
      autoComplete="current-password"
      required={required}
      data-testid="profile-current-password"
      {...form.getInputProps("current_password")}
    />
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFormError(null);
        save.mutate(values);
      })}
    >
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput label={t("fields.name")} autoComplete="name" required {...form.getInputProps("name")} />
        <TextInput
          label={t("fields.email")}
          description={t("profile.email_hint")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        {/* One current-password field: here while the address differs, else with the new password below. */}
        {emailChanged && currentPassword(t("profile.email_password"), true)}
        <Switch
          label={t("profile.userway")}
          description={t("profile.userway_hint")}
          {...form.getInputProps("userway", { type: "checkbox" })}
        />
        <Divider my="xs" />
        <div>
          <Text fw={600} component="h2" size="md">
            {t("profile.change_password")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("profile.change_password_hint")}
          </Text>
        </div>
        {!emailChanged && currentPassword(undefined, false)}
        <PasswordField
          label={t("fields.new_password")}
          description={t("fields.password_hint")}
          autoComplete="new-password"
          {...form.getInputProps("password")}
        />
        <PasswordField
          label={t("fields.password_confirmation")}
          autoComplete="new-password"
          {...form.getInputProps("password_confirmation")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("profile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
