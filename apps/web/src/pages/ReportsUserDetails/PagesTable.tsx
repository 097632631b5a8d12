import { Table } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../reports/format";
import type { LearnerPage } from "../../reports/types";
import { TableScroll } from "../ReportsMain/TableScroll";

/** The pages an attempt dealt, in their order: completed or not, visits and time. */
export function PagesTable({ pages }: { pages: readonly LearnerPage[] }) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={340}>
      <Table striped verticalSpacing={6} data-testid="learner-pages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("reports.pages.page")}</Table.Th>
            <Table.Th ta="center">{t("reports.details.page_completed")}</Table.Th>
            <Table.Th ta="end">{t("reports.details.visits")}</Table.Th>
            <Table.Th ta="end">{t("reports.details.time")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((page, index) => (
            <Table.Tr key={page.page_id} c={page.visited ? undefined : "dimmed"} data-testid="learner-page">
              <Table.Td dir="auto">
                {index + 1}. {page.title}
              </Table.Td>
              <Table.Td ta="center">
                {page.completed ? (
                  <IconCheck size={16} role="img" aria-label={t("reports.details.page_completed")} />
                ) : (
                  "–"
                )}
              </Table.Td>
              <Table.Td ta="end">{page.visits}</Table.Td>
              <Table.Td ta="end">{formatDuration(page.seconds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
