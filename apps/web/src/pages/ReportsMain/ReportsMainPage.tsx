import { Box, Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChartBar, IconShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { downloadReportCsv } from "../../reports/download";
import { useReportFilterOptions, useReportSummary } from "../../reports/queries";
import { useReportParams } from "../../reports/useReportParams";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { PageTitle } from "../../shell/PageTitle";
import { CourseBreakdownSection } from "./CourseBreakdownSection";
import { EnvironmentSection } from "./EnvironmentSection";
import { FiltersBar } from "./FiltersBar";
import { CompletionChart } from "./LazyCharts";
import { LearnersSection } from "./LearnersSection";
import { LtiRosterSection } from "./LtiRosterSection";
import { Section } from "./Section";
import { StatCards } from "./StatCards";
import "./ReportsMain.css";

/** Nothing to report yet: no course, or nobody played in the chosen period. */
function NoActivity({ hasCourses }: { hasCourses: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }} data-testid="report-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={68} radius="xl" variant="light" color="orange" aria-hidden>
          <IconChartBar size={34} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {hasCourses ? t("reports.empty.title") : t("reports.empty.no_courses_title")}
        </Title>
        <Text c="dimmed" maw={520}>
          {hasCourses ? t("reports.empty.text") : t("reports.empty.no_courses_text")}
        </Text>
        <Button component={Link} to="/coursesList" mt="sm" leftSection={<IconShare size={18} aria-hidden />}>
          {t("reports.empty.to_courses")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /reports/main: the creator's learners over a period, filtered by course, share and integration. */
export default function ReportsMainPage() {
  const { t } = useTranslation();
  const params = useReportParams();
  const { filters } = params;
  const options = useReportFilterOptions();
  const summary = useReportSummary(filters);
  const data = summary.data;
  const hasCourses = (options.data?.courses.length ?? 1) > 0;
  const empty = data !== undefined && data.totals.started === 0 && data.totals.average_time_seconds === null;

  let body: React.ReactNode;
  if (summary.isError && !data)
    body = (
      <LoadErrorAlert
        title={t("reports.load_failed_title")}
        text={t("reports.load_failed")}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
        testId="report-load-error"
      />
    );
  else if (empty || !hasCourses) body = <NoActivity hasCourses={hasCourses} />;
  else
    body = (
      <>
        <div className="cw-report-refresh" data-refreshing={summary.isPlaceholderData || undefined}>
          <StatCards summary={data} />
        </div>
        <Section
          title={t("reports.completions.title")}
          description={t("reports.completions.text")}
          onDownload={() => downloadReportCsv("completions", filters)}
          testId="report-completions"
        >
          {data ? <CompletionChart completions={data.completions} /> : <Skeleton h={260} radius="md" />}
        </Section>
        <CourseBreakdownSection filters={filters} />
        <LearnersSection
          filters={filters}
          page={params.page}
          sort={params.sort}
          direction={params.direction}
          onPage={params.setPage}
          onSort={params.setSort}
        />
        <EnvironmentSection filters={filters} />
      </>
    );

  return (
    <Box maw={1400} mx="auto">
      <Stack gap="lg">
        <PageTitle title={t("reports.title")} subtitle={t("reports.subtitle")} />
        <FiltersBar filters={filters} onChange={params.setFilters} onReset={params.resetFilters} />
        {body}
        {/* Also before anyone started: the roster is where a creator sees who has not. */}
        <LtiRosterSection filters={filters} />
      </Stack>
    </Box>
  );
}
