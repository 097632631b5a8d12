import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../i18n/format";
import { formatDuration } from "../../reports/format";
import type { LearnerCourse } from "../../reports/types";
import { StatusBadge } from "../ReportsMain/StatusBadge";
import { AnswerList } from "./AnswerList";
import { PagesTable } from "./PagesTable";
import { PastAttempts } from "./PastAttempts";
import { ScormScos } from "./ScormScos";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** One course of the learner: the current attempt's facts, its dealt pages and answers, then earlier attempts. */
export function LearnerCourseCard({ course }: { course: LearnerCourse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const attempt = course.attempts_limit
    ? t("reports.details.attempt_of", { attempt: course.attempt, limit: course.attempts_limit })
    : String(course.attempt);
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} data-testid="learner-course">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" dir="auto">
              {course.course_title}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`reports.share_kinds.${course.share_kind}`)} ·{" "}
              {t("reports.details.started", { date: formatDate(course.started_at) })}
            </Text>
          </Stack>
          <StatusBadge status={course.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={t("reports.details.attempt")} value={attempt} />
          <Fact
            label={t("reports.details.score")}
            value={
              course.score === null
                ? "–"
                : t("reports.details.score_of", { score: course.score, min: course.min_pass_percent })
            }
          />
          <Fact label={t("reports.details.time")} value={formatDuration(course.time_seconds)} />
          <Fact
            label={t("reports.details.last_activity")}
            value={formatDate(course.completed_at ?? course.last_activity_at)}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t("reports.details.pages")}
          </Title>
          <PagesTable pages={course.pages} />
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t("reports.details.answers")}
          </Title>
          <AnswerList answers={course.answers} />
        </Stack>
        <ScormScos blocks={course.scorm} />
        <PastAttempts course={course} />
      </Stack>
    </Paper>
  );
}
