import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import {
  type Icon,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconFlag,
  IconPercentage,
  IconPlayerPlay,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../reports/format";
import type { Summary } from "../../reports/types";

interface Stat {
  key: string;
  icon: Icon;
  color: string;
  value: string;
}

/** The six headline figures of the period. */
export function StatCards({ summary }: { summary: Summary | undefined }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const totals = summary?.totals;
  const stats: Stat[] = [
    { key: "started", icon: IconPlayerPlay, color: "brand", value: number.format(totals?.started ?? 0) },
    { key: "completed", icon: IconFlag, color: "indigo", value: number.format(totals?.completed ?? 0) },
    { key: "passed", icon: IconCircleCheck, color: "green", value: number.format(totals?.passed ?? 0) },
    { key: "failed", icon: IconCircleX, color: "red", value: number.format(totals?.failed ?? 0) },
    {
      key: "average_score",
      icon: IconPercentage,
      color: "orange",
      value:
        totals?.average_score === null || totals?.average_score === undefined
          ? "–"
          : `${number.format(totals.average_score)} %`,
    },
    { key: "average_time", icon: IconClock, color: "teal", value: formatDuration(totals?.average_time_seconds) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" data-testid="report-stats">
      {stats.map((stat) => (
        <Paper key={stat.key} withBorder radius="lg" p="md" data-testid={`stat-${stat.key}`}>
          <ThemeIcon variant="light" color={stat.color} radius="md" size={34} aria-hidden>
            <stat.icon size={20} />
          </ThemeIcon>
          <Text size="xs" c="dimmed" mt="sm" fw={600} tt="uppercase" lh={1.3}>
            {t(`reports.stats.${stat.key}`)}
          </Text>
          {summary ? (
            <Text fz={26} fw={700} lh={1.2} data-testid={`stat-${stat.key}-value`}>
              {stat.value}
            </Text>
          ) : (
            <Skeleton h={28} w="60%" mt={4} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
