import { Anchor, Group, Pagination, Skeleton, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconSelector } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDate } from "../../i18n/format";
import { downloadReportCsv } from "../../reports/download";
import { formatDuration } from "../../reports/format";
import { LmsPackageBadge } from "../../reports/LmsPackageBadge";
import { useReportLearners } from "../../reports/queries";
import type { LearnerSort, ReportFilters, SortDirection } from "../../reports/types";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { Section } from "./Section";
import { StatusBadge } from "./StatusBadge";
import { TableScroll } from "./TableScroll";

interface LearnersSectionProps {
  filters: ReportFilters;
  page: number;
  sort: LearnerSort;
  direction: SortDirection;
  onPage(page: number, replace?: boolean): void;
  onSort(sort: LearnerSort): void;
}

function SortHeader({
  column,
  label,
  sort,
  direction,
  onSort,
  end,
}: {
  column: LearnerSort;
  label: string;
  sort: LearnerSort;
  direction: SortDirection;
  onSort(sort: LearnerSort): void;
  end?: boolean;
}) {
  const active = sort === column;
  const Icon = !active ? IconSelector : direction === "asc" ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      ta={end ? "end" : undefined}
      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"}
    >
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" data-testid={`sort-${column}`}>
        <Group gap={4} wrap="nowrap" justify={end ? "flex-end" : undefined}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Every learner of the period (one row per learner and share), sorted and paged by the server. */
export function LearnersSection({ filters, page, sort, direction, onPage, onSort }: LearnersSectionProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const list = useReportLearners(filters, { page, sort, direction });
  const lastPage = Math.max(list.data?.meta.last_page ?? 1, 1);

  // A page that no longer exists (the filters shrank the list) shows the last one instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onPage is a new function each render; page and lastPage decide.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) onPage(lastPage, true);
  }, [list.data, list.isPlaceholderData, page, lastPage]);

  const header = (column: LearnerSort, key: string, end = false) => (
    <SortHeader column={column} label={t(key)} sort={sort} direction={direction} onSort={onSort} end={end} />
  );
  const rows = list.data?.data ?? [];
  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton h={200} radius="md" />;
  else if (list.isError && !list.data)
    body = (
      <LoadErrorAlert
        title={t("reports.load_failed_title")}
        text={t("reports.load_failed")}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (rows.length === 0) body = <Text c="dimmed">{t("reports.learners.none")}</Text>;
  else
    body = (
      <Stack gap="md" className="cw-report-refresh" data-refreshing={list.isPlaceholderData || undefined}>
        <TableScroll>
          <Table striped highlightOnHover verticalSpacing="xs" miw={860} data-testid="report-learners">
            <Table.Thead>
              <Table.Tr>
                {header("learner", "reports.learners.learner")}
                {header("course", "reports.learners.course")}
                {header("status", "reports.learners.status")}
                {header("score", "reports.learners.score", true)}
                <Table.Th ta="end">{t("reports.learners.time")}</Table.Th>
                <Table.Th ta="end">{t("reports.learners.attempt")}</Table.Th>
                {header("started_at", "reports.learners.started")}
                {header("last_activity", "reports.learners.last_activity")}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.progress_id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/reports/single_user_details/${row.user_id}`} fw={600} dir="auto">
                      {row.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" dir="auto">
                      {row.integration_title
                        ? t("reports.learners.via_integration", { title: row.integration_title })
                        : row.email}
                    </Text>
                    <LmsPackageBadge source={row.learner_source} />
                  </Table.Td>
                  <Table.Td dir="auto">{row.course_title}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td ta="end">{row.score === null ? "–" : `${row.score} %`}</Table.Td>
                  <Table.Td ta="end">{formatDuration(row.time_seconds)}</Table.Td>
                  <Table.Td ta="end">{row.attempt}</Table.Td>
                  <Table.Td>{formatDate(row.started_at)}</Table.Td>
                  <Table.Td>{formatDate(row.last_activity_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={lastPage}
              value={Math.min(page, lastPage)}
              onChange={(next) => onPage(next)}
              getItemProps={(n) => ({ "aria-label": t("reports.paging.page", { page: n }) })}
              getControlProps={(control) => ({ "aria-label": t(`reports.paging.${control}`) })}
              aria-label={t("reports.paging.label")}
              size="sm"
            />
          </Group>
        )}
      </Stack>
    );

  return (
    <Section
      title={t("reports.learners.title")}
      description={list.data ? t("reports.learners.count", { count: list.data.meta.total }) : undefined}
      testId="report-learners-section"
      onDownload={() => downloadReportCsv("learners", { ...filters, sort, direction })}
    >
      {body}
    </Section>
  );
}
