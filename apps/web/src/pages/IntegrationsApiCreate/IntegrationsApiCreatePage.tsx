import type { ApiIntegrationWithSecret } from "@coursewright/course-model";
import { Anchor, Box, Button, Group, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { emptyIntegrationForm } from "../../integrations/formValues";
import { IntegrationForm } from "../../integrations/IntegrationForm";
import { useCreateIntegration } from "../../integrations/queries";
import { SecretPanel } from "../../integrations/SecretPanel";
import { useHasPermission } from "../../session/store";
import { notifySuccess } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";

/**
 * /integrationsApi/create (spec 6: every signed-in user): the form, then the credentials, shown this once. The
 * list is for creators only, so others get no link back to it.
 */
export default function IntegrationsApiCreatePage() {
  const { t } = useTranslation();
  const create = useCreateIntegration();
  const [created, setCreated] = useState<ApiIntegrationWithSecret | null>(null);
  const creator = useHasPermission("create_course");
  return (
    <Box maw={820} mx="auto">
      <Stack gap="lg">
        {creator && (
          <Anchor component={Link} to="/integrationsApi" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />
              {t("integrations.back")}
            </Group>
          </Anchor>
        )}
        <PageTitle title={t("integrations.create.title")} subtitle={t("integrations.create.subtitle")} />
        {created ? (
          <Stack gap="md">
            <SecretPanel integration={created} />
            <Group justify="flex-end">
              {creator && (
                <Button component={Link} to={`/integrationsApi/edit/${created.id}`} variant="default">
                  {t("integrations.create.to_edit")}
                </Button>
              )}
              <Button component={Link} to={creator ? "/integrationsApi" : "/dashboard"} data-testid="integration-done">
                {t("integrations.create.done")}
              </Button>
            </Group>
          </Stack>
        ) : (
          <IntegrationForm
            initialValues={emptyIntegrationForm()}
            submitLabel={t("integrations.create.submit")}
            onSave={async (request) => {
              const answer = await create.mutateAsync(request);
              notifySuccess(t("integrations.create.done_message", { title: answer.title }));
              setCreated(answer);
            }}
          />
        )}
      </Stack>
    </Box>
  );
}
