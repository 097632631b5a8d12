import { Stack, Text, Title } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../i18n/format";
import { formatDuration } from "../../reports/format";
import type { LearnerCourse } from "../../reports/types";
import { StatusBadge } from "../ReportsMain/StatusBadge";
import { AnswerList } from "./AnswerList";
import { PagesTable } from "./PagesTable";
import { ScormScos } from "./ScormScos";
import "./pastAttempts.css";

/**
 * The attempts the learner ended by starting again, newest first, each folded: its result in the summary, its
 * pages and answers inside. Attempts ended before they were kept are said to be missing, not silently left out.
 */
export function PastAttempts({ course }: { course: LearnerCourse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const missing = course.attempt - 1 - course.past_attempts.length;
  if (course.past_attempts.length === 0 && missing <= 0) return null;
  return (
    <Stack gap="xs" data-testid="learner-past-attempts">
      <Title order={3} size="h5">
        {t("reports.details.past_attempts")}
      </Title>
      {course.past_attempts.map((attempt) => (
        <details key={attempt.attempt} className="cw-past-attempt" data-testid="learner-past-attempt">
          <summary className="cw-past-attempt__summary">
            <IconChevronRight size={16} aria-hidden className="cw-past-attempt__chevron" />
            <Text span fw={600}>
              {t("reports.details.past_attempt", { attempt: attempt.attempt })}
            </Text>
            {attempt.status === "in_progress" ? (
              <Text span size="sm" c="dimmed">
                {t("reports.details.not_finished")}
              </Text>
            ) : (
              <StatusBadge status={attempt.status} />
            )}
            <Text span size="sm" c="dimmed">
              {[
                attempt.score === null
                  ? null
                  : t("reports.details.score_of", { score: attempt.score, min: course.min_pass_percent }),
                formatDuration(attempt.time_seconds),
                t("reports.details.ended", { date: formatDate(attempt.ended_at) }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </summary>
          <Stack gap="md" pt="sm">
            <PagesTable pages={attempt.pages} />
            <AnswerList answers={attempt.answers} />
            <ScormScos blocks={attempt.scorm} />
          </Stack>
        </details>
      ))}
      {missing > 0 && (
        <Text size="sm" c="dimmed" data-testid="learner-past-missing">
          {t("reports.details.past_missing", { count: missing })}
        </Text>
      )}
    </Stack>
  );
}
