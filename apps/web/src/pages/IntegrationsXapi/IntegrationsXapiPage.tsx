import { Anchor, Box, Group, List, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageTitle } from "../../shell/PageTitle";
import { XapiSettingsPanel } from "../../xapi/XapiSettingsPanel";

const STEPS = ["step_store", "step_settings", "step_course"] as const;

/** /integrationsXapi: the creator's default learning record store, for every course without one of its own. */
export default function IntegrationsXapiPage() {
  const { t } = useTranslation();
  return (
    <Box maw={900} mx="auto">
      <Stack gap="lg">
        <Anchor component={Link} to="/integrationsApi" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />
            {t("xapi.back")}
          </Group>
        </Anchor>
        <PageTitle title={t("xapi.title")} subtitle={t("xapi.subtitle")} />
        <Stack gap={4}>
          <Text fw={600}>{t("xapi.steps_title")}</Text>
          <List type="ordered" size="sm" spacing={4}>
            {STEPS.map((step) => (
              <List.Item key={step}>{t(`xapi.${step}`)}</List.Item>
            ))}
          </List>
        </Stack>
        <XapiSettingsPanel scope={{ courseId: null }} />
      </Stack>
    </Box>
  );
}
