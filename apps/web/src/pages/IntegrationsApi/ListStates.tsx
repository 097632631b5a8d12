import { Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconPlugConnected, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";

export function IntegrationsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t("common.loading")} data-testid="integrations-loading">
      {[1, 2, 3].map((n) => (
        <Paper key={n} withBorder radius="lg" p="md">
          <Stack gap={10}>
            <Skeleton h={16} w="40%" />
            <Skeleton h={12} w="65%" />
            <Skeleton h={12} w="30%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** No integration yet: the screen says what one is for and offers to make one. */
export function NoIntegrationsYet() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 56 }} data-testid="integrations-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={76} radius="xl" variant="light" aria-hidden>
          <IconPlugConnected size={38} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t("integrations.empty.title")}
        </Title>
        <Text c="dimmed" maw={520}>
          {t("integrations.empty.text")}
        </Text>
        <Button
          component={Link}
          to="/integrationsApi/create"
          mt="sm"
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t("integrations.empty.create")}
        </Button>
      </Stack>
    </Paper>
  );
}

export function IntegrationsLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadErrorAlert
      title={t("integrations.load_failed_title")}
      text={t("integrations.load_failed")}
      onRetry={onRetry}
      retrying={retrying}
      testId="integrations-load-error"
    />
  );
}
