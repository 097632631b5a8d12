import { Alert, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLtiTool } from "./api";
import { CopyField } from "./CopyField";

/** What the platform admin enters on the LMS side: the tool's addresses and a JSON configuration. */
export function ToolPanel() {
  const { t } = useTranslation();
  const tool = useLtiTool();
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="lti-tool-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="lti-tool-title">
          {t("lti.tool.title")}
        </Title>
        <Text size="sm">{t("lti.tool.text")}</Text>
        {tool.isError && <Alert color="red">{t("lti.load_failed")}</Alert>}
        {tool.data ? (
          <>
            <CopyField label={t("lti.tool.login_url")} value={tool.data.login_url} testId="lti-login-url" />
            <CopyField label={t("lti.tool.launch_url")} value={tool.data.launch_url} testId="lti-launch-url" />
            <CopyField label={t("lti.tool.jwks_url")} value={tool.data.jwks_url} testId="lti-jwks-url" />
            <CopyField
              label={t("lti.tool.configuration")}
              value={JSON.stringify(tool.data.configuration, null, 2)}
              testId="lti-configuration"
              multiline
            />
            <Text size="sm" c="dimmed">
              {t("lti.tool.course_hint")}
            </Text>
          </>
        ) : (
          !tool.isError && <Skeleton height={160} />
        )}
      </Stack>
    </Paper>
  );
}
