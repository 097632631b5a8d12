// The report's charts (@mantine/charts on recharts). This module is loaded lazily: recharts is large and only
// the reports need it.
import "@mantine/charts/styles.css";
import { AreaChart, BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../i18n/format";
import type { PageRow, QuestionRow, Summary } from "../../reports/types";

export function CompletionChart({ completions }: { completions: Summary["completions"] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <AreaChart
      h={260}
      data={completions}
      dataKey="date"
      series={[
        { name: "started", label: t("reports.completions.started"), color: "brand.4" },
        { name: "completed", label: t("reports.completions.completed"), color: "teal.6" },
      ]}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      xAxisProps={{ tickFormatter: (value: string) => formatDate(`${value}T12:00:00Z`), minTickGap: 24 }}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      tooltipProps={{ labelFormatter: (value) => formatDate(`${String(value)}T12:00:00Z`) }}
      withDots={false}
    />
  );
}

/** Learners who opened each page, and those stopped on it: the funnel of the course. */
export function DropOffChart({ pages }: { pages: PageRow[] }) {
  const { t } = useTranslation();
  const data = pages.map((page) => ({ ...page, label: `${page.position}. ${page.title}` }));
  return (
    <BarChart
      h={Math.max(200, 36 * pages.length + 60)}
      data={data}
      dataKey="label"
      orientation="vertical"
      series={[
        { name: "viewed", label: t("reports.pages.viewed"), color: "brand.5" },
        { name: "stopped_here", label: t("reports.pages.stopped_here"), color: "orange.6" },
      ]}
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      yAxisProps={{ width: 140 }}
      xAxisProps={{ allowDecimals: false }}
      gridAxis="x"
    />
  );
}

/** Right answers per judged question, as a percentage of those who answered. */
export function QuestionsChart({ questions }: { questions: QuestionRow[] }) {
  const { t } = useTranslation();
  const data = questions
    .filter((question) => question.right_share !== null)
    .map((question, index) => ({
      label: `${index + 1}. ${question.question.slice(0, 40)}`,
      right: Math.round((question.right_share ?? 0) * 100),
    }));
  return (
    <BarChart
      h={Math.max(180, 36 * data.length + 60)}
      data={data}
      dataKey="label"
      orientation="vertical"
      series={[{ name: "right", label: t("reports.questions.right_share"), color: "green.6" }]}
      yAxisProps={{ width: 160 }}
      xAxisProps={{ domain: [0, 100] }}
      valueFormatter={(value) => `${value} %`}
      gridAxis="x"
    />
  );
}
