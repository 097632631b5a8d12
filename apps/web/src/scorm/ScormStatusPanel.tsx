import type { ScormCompletionStatus, ScormSnapshot, ScormSuccessStatus } from "@coursewright/course-model";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLiveSessionTime } from "./useLiveSessionTime";

const COMPLETION_COLOR: Record<ScormCompletionStatus, string> = {
  completed: "green",
  incomplete: "orange",
  "not attempted": "gray",
  unknown: "gray",
};
const SUCCESS_COLOR: Record<ScormSuccessStatus, string> = { passed: "green", failed: "red", unknown: "gray" };

function completionLabel(t: TFunction, status: ScormCompletionStatus): string {
  switch (status) {
    case "completed":
      return t("scorm.completion.completed");
    case "incomplete":
      return t("scorm.completion.incomplete");
    case "not attempted":
      return t("scorm.completion.not_attempted");
    default:
      return t("scorm.completion.unknown");
  }
}

function successLabel(t: TFunction, status: ScormSuccessStatus): string {
  if (status === "passed") return t("scorm.success.passed");
  if (status === "failed") return t("scorm.success.failed");
  return t("scorm.success.unknown");
}

function scoreText(t: TFunction, snapshot: ScormSnapshot): string {
  if (snapshot.score_raw !== null) return t("scorm.score_value", { score: snapshot.score_raw });
  if (snapshot.score_scaled !== null) return `${Math.round(snapshot.score_scaled * 100)} %`;
  return t("scorm.no_score");
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div data-testid={testId}>{children}</div>
    </div>
  );
}

/** What the running package reports, updated live (a polite live region for screen readers). */
export function ScormStatusPanel({ snapshot, onFinish }: { snapshot: ScormSnapshot | null; onFinish: () => void }) {
  const { t } = useTranslation();
  const sessionTime = useLiveSessionTime(snapshot);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs" aria-live="polite">
        <Group justify="space-between" gap="sm">
          <Title order={3} size="h6">
            {t("scorm.status.title")}
          </Title>
          {snapshot && (
            <Button
              variant="default"
              size="xs"
              onClick={onFinish}
              disabled={!snapshot.initialized || snapshot.finished}
            >
              {t("scorm.finish")}
            </Button>
          )}
        </Group>
        {snapshot ? (
          <>
            <Group gap="lg" align="flex-start" wrap="wrap">
              <Fact label={t("scorm.status.initialized")} testId="scorm-status-initialized">
                <Text size="sm">{snapshot.initialized ? t("scorm.yes") : t("scorm.no")}</Text>
              </Fact>
              <Fact label={t("scorm.status.completion")} testId="scorm-status-completion">
                <Badge
                  variant="light"
                  color={COMPLETION_COLOR[snapshot.completion_status]}
                  // Mantine's light orange text is below 4.5:1 on its own background; the theme's orange.9 is not.
                  c={snapshot.completion_status === "incomplete" ? "orange.9" : undefined}
                >
                  {completionLabel(t, snapshot.completion_status)}
                </Badge>
              </Fact>
              <Fact label={t("scorm.status.success")} testId="scorm-status-success">
                <Badge variant="light" color={SUCCESS_COLOR[snapshot.success_status]}>
                  {successLabel(t, snapshot.success_status)}
                </Badge>
              </Fact>
              <Fact label={t("scorm.status.score")} testId="scorm-status-score">
                <Text size="sm">{scoreText(t, snapshot)}</Text>
              </Fact>
              <Fact label={t("scorm.status.session_time")} testId="scorm-status-time">
                <Text size="sm">{sessionTime}</Text>
              </Fact>
            </Group>
            <Text size="xs" c="dimmed">
              {snapshot.finished ? t("scorm.finished") : t("scorm.finish_hint")}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t("scorm.waiting")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
