import { Skeleton, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useReportSummary } from "./queries";

const LAST_30_DAYS = {};

/**
 * The dashboard's Reports card figure: the main report's totals for its default period (the last 30 days), from
 * the same query the report itself runs (and caches).
 */
export function ReportsCardFigure() {
  const { t } = useTranslation();
  const summary = useReportSummary(LAST_30_DAYS);
  if (summary.isPending) return <Skeleton h={14} w="70%" mt={8} />;
  if (!summary.data) return null;
  const { started, completed } = summary.data.totals;
  return (
    <Text size="sm" fw={600} c="orange.8" mt={8} data-testid="dashboard-reports-figure">
      {t("reports.dashboard_figure", { started, completed })}
    </Text>
  );
}
