import { type XapiSettings, xapiEndpointProblem } from "@coursewright/course-model";
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../forms/FormAlert";
import { showServerError } from "../forms/serverErrors";
import { useFormatDateTime } from "../i18n/format";
import { notifySuccess } from "../shell/notify";
import { useXapiSettings, useXapiWrite, type XapiScope, xapiApi } from "./api";

const FIELDS = ["endpoint", "key", "secret", "use_mbox"];
type Values = { endpoint: string; key: string; secret: string; use_mbox: boolean };

const valuesOf = (settings: XapiSettings | null | undefined): Values => ({
  endpoint: settings?.endpoint ?? "",
  key: settings?.key ?? "",
  // Write-only: the stored secret never comes back; empty keeps it.
  secret: "",
  use_mbox: settings?.use_mbox ?? false,
});

/** The store's host, as the cause sentences name it. */
const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
};

/** Where statements stand: waiting, last delivered (date and time), last failure in words, its text below. */
function DeliveryStatus({ settings }: { settings: XapiSettings }) {
  const { t } = useTranslation();
  const when = useFormatDateTime();
  const cause = settings.last_error_cause;
  return (
    <Stack gap={4} data-testid="xapi-status">
      <Text size="sm">
        {settings.last_sent_at ? t("xapi.last_sent", { date: when(settings.last_sent_at) }) : t("xapi.never_sent")}
        {" · "}
        {t("xapi.pending", { count: settings.pending })}
      </Text>
      {settings.last_error && (
        <Alert color="orange" variant="light" title={t("xapi.failing")} data-testid="xapi-error">
          {cause && (
            <Text size="sm" data-testid="xapi-error-cause">
              {t(`xapi.cause.${cause.kind}`, { host: hostOf(settings.endpoint), status: cause.status ?? "" })}
            </Text>
          )}
          {cause?.excerpt && (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("xapi.cause.excerpt", { excerpt: cause.excerpt })}
            </Text>
          )}
          {/* The technical text, for whoever runs the store: small, as the sentence above says it in words. */}
          <Text size={cause ? "xs" : "sm"} dir="ltr" ta="start" style={{ overflowWrap: "anywhere" }}>
            {settings.last_error}
          </Text>
          <Text size="sm">{t("xapi.failing_hint")}</Text>
        </Alert>
      )}
    </Stack>
  );
}

function SettingsForm({ scope, settings }: { scope: XapiScope; settings: XapiSettings | null }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useXapiWrite((body: Values) => xapiApi.save(scope, body));
  const remove = useXapiWrite(() => xapiApi.remove(scope));
  const form = useForm<Values>({
    initialValues: valuesOf(settings),
    validate: {
      endpoint: (v) => {
        if (!v.trim()) return t("xapi.required");
        const problem = xapiEndpointProblem(v);
        return problem ? t(problem) : null;
      },
      key: (v) => (v.trim() ? null : t("xapi.required")),
      secret: (v) => (v.trim() || settings?.secret_set ? null : t("xapi.required")),
    },
  });
  // The stored settings the answer brings back become the form's values in place (no remount), so the field
  // Enter was pressed in keeps the focus.
  const storedAt = settings?.updated_at ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new stored version resets the values
  useEffect(() => {
    form.setValues(valuesOf(settings));
    form.resetDirty(valuesOf(settings));
  }, [storedAt]);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    // Where the author was (the field Enter was pressed in, or Save): the save button's loading state drops it.
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    try {
      await save.mutateAsync(values);
      form.setFieldValue("secret", "");
      notifySuccess(t("xapi.saved"));
      requestAnimationFrame(() => {
        const inForm = formRef.current?.contains(document.activeElement) ?? false;
        if (!inForm && from?.isConnected) from.focus();
      });
    } catch (error) {
      setFormError(showServerError(error, { fields: FIELDS, setErrors: form.setErrors }, t));
    }
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="xapi-form">
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label={t("xapi.endpoint")}
          description={t("xapi.endpoint_hint")}
          required
          dir="ltr"
          type="url"
          data-testid="xapi-endpoint"
          {...form.getInputProps("endpoint")}
        />
        <TextInput
          label={t("xapi.key")}
          required
          dir="ltr"
          autoComplete="off"
          data-testid="xapi-key"
          {...form.getInputProps("key")}
        />
        <PasswordInput
          label={t("xapi.secret")}
          description={settings?.secret_set ? t("xapi.secret_set") : t("xapi.secret_hint")}
          required={!settings?.secret_set}
          dir="ltr"
          autoComplete="new-password"
          data-testid="xapi-secret"
          {...form.getInputProps("secret")}
        />
        <Switch
          label={t("xapi.use_mbox")}
          description={t("xapi.use_mbox_hint")}
          data-testid="xapi-use-mbox"
          {...form.getInputProps("use_mbox", { type: "checkbox" })}
        />
        <Group justify="flex-end" gap="sm">
          {settings && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={async () => {
                setFormError(null);
                try {
                  await remove.mutateAsync(undefined);
                  form.setValues(valuesOf(null));
                  notifySuccess(t("xapi.removed"));
                } catch (error) {
                  setFormError(showServerError(error, { fields: [], setErrors: () => undefined }, t));
                }
              }}
              data-testid="xapi-remove"
            >
              {t("xapi.remove")}
            </Button>
          )}
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="xapi-save"
          >
            {t("xapi.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A learning record store's settings (issue 18): a creator's default (courseId null) or a course's own, which
 * says which default it would otherwise use.
 */
export function XapiSettingsPanel({ scope }: { scope: XapiScope }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useXapiSettings(scope);
  const settings = query.data?.data ?? null;
  const inherited = query.data?.inherited ?? null;
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby={titleId} data-testid="xapi-panel">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId}>
            {scope.courseId === null ? t("xapi.default_title") : t("xapi.course_title")}
          </Title>
          <Text size="sm" c="dimmed">
            {scope.courseId === null ? t("xapi.default_text") : t("xapi.course_text")}
          </Text>
        </Stack>
        {query.isPending && <Skeleton h={220} />}
        {query.isError && <Alert color="red">{t("xapi.load_failed")}</Alert>}
        {query.isSuccess && (
          <>
            {scope.courseId !== null && !settings && (
              <Text size="sm" data-testid="xapi-inherited">
                {inherited ? t("xapi.inherits", { endpoint: inherited.endpoint }) : t("xapi.none")}
              </Text>
            )}
            {settings && <DeliveryStatus settings={settings} />}
            <SettingsForm scope={scope} settings={settings} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
