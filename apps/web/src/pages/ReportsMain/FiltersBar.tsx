import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../i18n/format";
import { useReportFilterOptions } from "../../reports/queries";
import type { ReportFilters } from "../../reports/types";

interface FiltersBarProps {
  filters: ReportFilters;
  onChange(patch: Partial<ReportFilters>): void;
  onReset(): void;
}

/** Course, share, integration and period. A share belongs to one course, so choosing one narrows the other. */
export function FiltersBar({ filters, onChange, onReset }: FiltersBarProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const options = useReportFilterOptions();
  const courses = options.data?.courses ?? [];
  const courseTitle = new Map(courses.map((course) => [course.id, course.title]));
  const shares = (options.data?.shares ?? []).filter(
    (share) => filters.course_id === undefined || share.course_id === filters.course_id,
  );
  const shareLabel = (share: (typeof shares)[number]) =>
    t("reports.filters.share_option", {
      kind: t(`reports.share_kinds.${share.kind}`),
      course: courseTitle.get(share.course_id) ?? "",
      date: formatDate(share.created_at),
    }) + (share.revoked ? ` (${t("reports.filters.revoked")})` : "");

  return (
    <Paper withBorder radius="lg" p="md" data-testid="report-filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <Select
          label={t("reports.filters.course")}
          placeholder={t("reports.filters.all_courses")}
          data={courses.map((course) => ({ value: String(course.id), label: course.title }))}
          value={filters.course_id ? String(filters.course_id) : null}
          onChange={(value) => {
            const courseId = value ? Number(value) : undefined;
            const share = options.data?.shares.find((s) => s.id === filters.share_id);
            // A share of another course no longer fits: drop it with the course change.
            onChange({
              course_id: courseId,
              share_id: share && courseId !== undefined && share.course_id !== courseId ? undefined : filters.share_id,
            });
          }}
          clearable
          searchable
          nothingFoundMessage={t("reports.filters.nothing_found")}
          disabled={options.isPending}
        />
        <Select
          label={t("reports.filters.share")}
          placeholder={t("reports.filters.all_shares")}
          data={shares.map((share) => ({ value: share.id, label: shareLabel(share) }))}
          value={filters.share_id ?? null}
          onChange={(value) => onChange({ share_id: value ?? undefined })}
          clearable
          disabled={options.isPending}
        />
        <Select
          label={t("reports.filters.integration")}
          placeholder={t("reports.filters.all_integrations")}
          data={(options.data?.integrations ?? []).map((integration) => ({
            value: String(integration.id),
            label: integration.title,
          }))}
          value={filters.integration_id ? String(filters.integration_id) : null}
          onChange={(value) => onChange({ integration_id: value ? Number(value) : undefined })}
          clearable
          disabled={options.isPending}
        />
        <TextInput
          type="date"
          label={t("reports.filters.from")}
          value={filters.from ?? ""}
          max={filters.to}
          onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value })}
          data-testid="report-from"
        />
        <TextInput
          type="date"
          label={t("reports.filters.to")}
          value={filters.to ?? ""}
          min={filters.from}
          onChange={(event) => event.currentTarget.value && onChange({ to: event.currentTarget.value })}
          data-testid="report-to"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
          {t("reports.filters.reset")}
        </Button>
      </Group>
    </Paper>
  );
}
