import { Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { downloadReportCsv } from "../../reports/download";
import { useReportEnvironment } from "../../reports/queries";
import type { ReportFilters, Tally } from "../../reports/types";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { Section } from "./Section";

function TallyList({ title, rows, testId }: { title: string; rows: Tally[]; testId: string }) {
  const { t } = useTranslation();
  const total = rows.reduce((sum, row) => sum + row.sessions, 0);
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("reports.environment.none")}
        </Text>
      )}
      {rows.map((row) => (
        <Stack key={row.name} gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate dir="auto">
              {row.name === "Undefined" ? t("reports.environment.unknown") : row.name}
            </Text>
            <Text size="sm" c="dimmed">
              {row.sessions}
            </Text>
          </Group>
          <Progress value={total > 0 ? (row.sessions / total) * 100 : 0} size="sm" aria-hidden />
        </Stack>
      ))}
    </Stack>
  );
}

/** Where and on what the courses were played: player sessions per location, browser and system. */
export function EnvironmentSection({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const env = useReportEnvironment(filters);
  let body: React.ReactNode;
  if (env.isPending) body = <Skeleton h={160} radius="md" />;
  else if (env.isError && !env.data)
    body = (
      <LoadErrorAlert
        title={t("reports.load_failed_title")}
        text={t("reports.load_failed")}
        onRetry={() => void env.refetch()}
        retrying={env.isFetching}
      />
    );
  else if (env.data)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <TallyList title={t("reports.environment.locations")} rows={env.data.locations} testId="report-locations" />
        <TallyList title={t("reports.environment.browsers")} rows={env.data.browsers} testId="report-browsers" />
        <TallyList title={t("reports.environment.systems")} rows={env.data.systems} testId="report-systems" />
      </SimpleGrid>
    );
  return (
    <Section
      title={t("reports.environment.title")}
      description={t("reports.environment.text")}
      onDownload={() => downloadReportCsv("environment", filters)}
      testId="report-environment"
    >
      {body}
    </Section>
  );
}
