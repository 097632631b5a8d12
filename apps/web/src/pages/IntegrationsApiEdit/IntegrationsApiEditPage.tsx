import type { ApiIntegration, ApiIntegrationWithSecret } from "@coursewright/course-model";
import { Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconKey, IconPlugOff } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { showServerError } from "../../forms/serverErrors";
import { ConfirmDialog } from "../../integrations/ConfirmDialog";
import { storedIntegrationForm } from "../../integrations/formValues";
import { IntegrationForm } from "../../integrations/IntegrationForm";
import { useIntegration, useRegenerateSecret, useUpdateIntegration } from "../../integrations/queries";
import { RevokeIntegrationDialog } from "../../integrations/RevokeIntegrationDialog";
import { SecretPanel } from "../../integrations/SecretPanel";
import { parseIdParam } from "../../routing/params";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { notifySuccess } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";

/** The credentials section: the client id, and a new secret on request (the old one stops working). */
function Credentials({ integration }: { integration: ApiIntegration }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateSecret(integration.id);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ApiIntegrationWithSecret | null>(null);
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="credentials-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="credentials-title">
          {t("integrations.edit.credentials")}
        </Title>
        {fresh ? (
          <SecretPanel integration={fresh} />
        ) : (
          <>
            <Text size="sm">
              {t("integrations.client_id")}:{" "}
              <Text component="code" ff="monospace" dir="ltr" data-testid="integration-edit-client-id">
                {integration.client_id}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {t("integrations.edit.secret_hidden")}
            </Text>
          </>
        )}
        <Group>
          <Button
            variant="light"
            color="orange"
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={() => setAsking(true)}
            data-testid="integration-regenerate"
          >
            {t("integrations.regenerate.action")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t("integrations.regenerate.title")}
        text={t("integrations.regenerate.text")}
        name={integration.title}
        confirmLabel={t("integrations.regenerate.confirm")}
        confirmIcon={<IconKey size={16} aria-hidden />}
        busy={regenerate.isPending}
        error={error}
        testId="integration-regenerate-dialog"
        onClose={() => {
          setAsking(false);
          setError(null);
        }}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: (answer) => {
              setFresh(answer);
              setAsking(false);
              notifySuccess(t("integrations.regenerate.done"));
            },
            onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
          })
        }
      />
    </Paper>
  );
}

function Editor({ integration }: { integration: ApiIntegration }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateIntegration(integration.id);
  const [revoking, setRevoking] = useState(false);
  return (
    <Stack gap="lg">
      <IntegrationForm
        initialValues={storedIntegrationForm(integration)}
        submitLabel={t("integrations.edit.submit")}
        onSave={async (request) => {
          await update.mutateAsync(request);
          notifySuccess(t("integrations.edit.saved"));
        }}
      />
      <Credentials integration={integration} />
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="revoke-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="revoke-title">
            {t("integrations.revoke.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("integrations.revoke.text")}
          </Text>
          <Group>
            <Button
              color="red"
              variant="light"
              leftSection={<IconPlugOff size={16} aria-hidden />}
              onClick={() => setRevoking(true)}
              data-testid="integration-revoke"
            >
              {t("integrations.revoke.confirm")}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <RevokeIntegrationDialog
        integration={revoking ? integration : null}
        onClose={() => setRevoking(false)}
        onRevoked={() => navigate("/integrationsApi", { replace: true })}
      />
    </Stack>
  );
}

/** /integrationsApi/edit/:integrationId: title and origins, a new secret, revoking. */
export default function IntegrationsApiEditPage() {
  const { t } = useTranslation();
  const id = parseIdParam(useParams().integrationId);
  const integration = useIntegration(id);
  if (id === null) return <Navigate to="/404" replace />;
  return (
    <Box maw={820} mx="auto">
      <Stack gap="lg">
        <Anchor component={Link} to="/integrationsApi" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />
            {t("integrations.back")}
          </Group>
        </Anchor>
        <PageTitle title={t("integrations.edit.title")} subtitle={integration.data?.title ?? ""} />
        {integration.data ? (
          <Editor key={integration.data.id} integration={integration.data} />
        ) : integration.isError ? (
          <LoadErrorAlert
            title={t("integrations.edit.load_failed_title")}
            text={t("integrations.edit.load_failed")}
            onRetry={() => void integration.refetch()}
            retrying={integration.isFetching}
          />
        ) : (
          <Skeleton h={360} radius="lg" role="status" aria-label={t("common.loading")} />
        )}
      </Stack>
    </Box>
  );
}
