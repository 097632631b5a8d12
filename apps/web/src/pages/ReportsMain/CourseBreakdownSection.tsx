import { Alert, Badge, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadReportCsv } from "../../reports/download";
import { formatDuration, formatShare } from "../../reports/format";
import { useCourseBreakdown, useReportFilterOptions } from "../../reports/queries";
import type { ReportFilters } from "../../reports/types";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { DownloadButton } from "./DownloadButton";
import { DropOffChart, QuestionsChart } from "./LazyCharts";
import { Section } from "./Section";
import { TableScroll } from "./TableScroll";

/**
 * One course at a time: the filter's course, else the one chosen here (the first by title to begin with).
 * Pages show the drop-off (where unfinished learners are now) and the time spent; questions the share of
 * learners who answered right.
 */
export function CourseBreakdownSection({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const options = useReportFilterOptions();
  const [picked, setPicked] = useState<number | null>(null);
  const courses = options.data?.courses ?? [];
  const courseId = filters.course_id ?? picked ?? courses[0]?.id ?? null;
  const breakdown = useCourseBreakdown(courseId, filters);
  const data = breakdown.data;
  const scoped = { ...filters, course_id: courseId ?? undefined };

  const picker = (
    <>
      {filters.course_id === undefined && courses.length > 1 && (
        <Select
          aria-label={t("reports.pages.pick_course")}
          size="xs"
          w={220}
          data={courses.map((course) => ({ value: String(course.id), label: course.title }))}
          value={courseId ? String(courseId) : null}
          onChange={(value) => value && setPicked(Number(value))}
          allowDeselect={false}
          searchable
          data-testid="breakdown-course"
        />
      )}
      {/* One button per table: a browser asks before letting one click start two downloads. */}
      {courseId !== null && (
        <>
          <DownloadButton label={t("reports.pages.download")} onDownload={() => downloadReportCsv("pages", scoped)} />
          <DownloadButton
            label={t("reports.questions.download")}
            onDownload={() => downloadReportCsv("questions", scoped)}
          />
        </>
      )}
    </>
  );

  let body: React.ReactNode;
  if (courseId === null) body = <Text c="dimmed">{t("reports.pages.no_courses")}</Text>;
  else if (breakdown.isPending) body = <Skeleton h={240} radius="md" />;
  else if (breakdown.isError && !data)
    body = (
      <LoadErrorAlert
        title={t("reports.load_failed_title")}
        text={t("reports.load_failed")}
        onRetry={() => void breakdown.refetch()}
        retrying={breakdown.isFetching}
      />
    );
  else if (data)
    body = (
      <Stack gap="xl" data-refreshing={breakdown.isPlaceholderData || undefined} className="cw-report-refresh">
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t("reports.pages.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("reports.pages.explained")}
            </Text>
            {data.pages.length > 0 ? (
              <DropOffChart pages={data.pages} />
            ) : (
              <Text c="dimmed">{t("reports.pages.none")}</Text>
            )}
          </Stack>
          <TableScroll>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="report-pages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("reports.pages.page")}</Table.Th>
                  <Table.Th ta="end">{t("reports.pages.viewed")}</Table.Th>
                  <Table.Th ta="end">{t("reports.pages.completed")}</Table.Th>
                  <Table.Th ta="end">{t("reports.pages.stopped_here")}</Table.Th>
                  <Table.Th ta="end">{t("reports.pages.average_time")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.pages.map((page) => (
                  <Table.Tr key={page.page_id}>
                    <Table.Td dir="auto">
                      {page.position}. {page.title}
                    </Table.Td>
                    <Table.Td ta="end">{page.viewed}</Table.Td>
                    <Table.Td ta="end">{page.completed}</Table.Td>
                    <Table.Td ta="end">{page.stopped_here}</Table.Td>
                    <Table.Td ta="end">{formatDuration(page.average_seconds)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t("reports.questions.title")}
          </Title>
          {data.questions.length === 0 ? (
            <Alert variant="light" color="gray">
              {t("reports.questions.none")}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
              {data.questions.some((question) => question.right_share !== null) ? (
                <QuestionsChart questions={data.questions} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t("reports.questions.none_judged")}
                </Text>
              )}
              <TableScroll>
                <Table striped verticalSpacing="xs" data-testid="report-questions">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("reports.questions.question")}</Table.Th>
                      <Table.Th ta="end">{t("reports.questions.answered")}</Table.Th>
                      <Table.Th ta="end">{t("reports.questions.right")}</Table.Th>
                      <Table.Th ta="end">{t("reports.questions.right_share")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.questions.map((question, index) => (
                      <Table.Tr key={question.block_id}>
                        <Table.Td dir="auto">
                          <Text size="sm">
                            {index + 1}. {question.question || t("reports.questions.untitled")}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {question.page_title} · {t(`blocks.names.${question.type}`)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="end">{question.answered}</Table.Td>
                        <Table.Td ta="end">
                          {question.right === null ? (
                            <Badge variant="light" color="gray" size="sm">
                              {t("reports.questions.not_judged")}
                            </Badge>
                          ) : (
                            question.right
                          )}
                        </Table.Td>
                        <Table.Td ta="end">{formatShare(question.right_share)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    );

  return (
    <Section
      title={data ? t("reports.pages.section_title", { course: data.course.title }) : t("reports.pages.section")}
      description={t("reports.pages.section_text")}
      actions={picker}
      testId="report-course"
    >
      {body}
    </Section>
  );
}
