import { COURSE_MODE, canRestart, type PlayerState, RESTART_REFUSED_MESSAGE } from "@coursewright/course-model";
import { Alert, Button, Group, Paper, RingProgress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft, IconConfetti, IconMoodSad, IconRefresh } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { followLink } from "../routing/navigation";
import { startAgain, usePlayerStore } from "./playerStore";
import "./extras";

/** Attempts left after this one; null for unlimited. */
export function attemptsLeft(state: PlayerState): number | null {
  const { attempts, currentAttemptNumber } = state.progress;
  return attempts === null ? null : Math.max(0, attempts - currentAttemptNumber - 1);
}

/**
 * The end of the course (spec 4: active page null): the score, read out by a live region, passed or failed
 * against min_pass_percent, start again while the lifecycle allows it (else why not), and the way back.
 */
export function FinishedScreen({ engine, backTo }: { engine: PlayerState; backTo: string | null }) {
  const { t } = useTranslation();
  const restarting = usePlayerStore((s) => s.restarting);
  const restartError = usePlayerStore((s) => s.restartError);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { passPercent, passed } = engine.progress;
  const presentation = engine.course.mode === COURSE_MODE.PRESENTATION;
  const mode = usePlayerStore((s) => s.mode);
  // A preview may always start again (as a new learner); it still says when a learner could not.
  const preview = mode === "preview" || mode === "standalone_preview";
  const learnerMay = canRestart(engine.progress);
  const allowed = learnerMay || preview;
  const left = attemptsLeft(engine);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const refusal =
    restartError === null
      ? null
      : restartError === RESTART_REFUSED_MESSAGE
        ? t("errors.restart_refused")
        : restartError;

  return (
    <Paper
      className="cw-player-finished"
      radius="lg"
      p={{ base: "lg", sm: 48 }}
      withBorder
      data-testid="player-finished"
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color={passed ? "green" : "orange"} aria-hidden>
          {passed ? <IconConfetti size={38} /> : <IconMoodSad size={38} />}
        </ThemeIcon>
        <Title order={1} size="h2" ref={headingRef} tabIndex={-1}>
          {t("player.finished.title")}
        </Title>
        {!presentation && (
          <RingProgress
            size={140}
            thickness={12}
            roundCaps
            sections={[{ value: passPercent, color: passed ? "green" : "orange" }]}
            label={
              <Text fw={800} size="xl" ta="center" aria-hidden>
                {passPercent}%
              </Text>
            }
          />
        )}
        <div role="status" aria-live="polite" data-testid="player-score">
          {!presentation && <Text fw={600}>{t("player.finished.score", { percent: passPercent })}</Text>}
          <Text c={passed ? "green.8" : "orange.8"} fw={700} data-testid="player-verdict">
            {passed
              ? t("player.finished.passed")
              : t("player.finished.failed", { min: engine.course.min_pass_percent })}
          </Text>
        </div>
        {left !== null && !(passed && engine.progress.completed) && (
          <Text size="sm" c="dimmed" data-testid="player-attempts-left">
            {t("player.finished.attempts_left", { count: left })}
          </Text>
        )}
        {refusal && (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            className="cw-sentence"
            data-testid="player-restart-refused"
          >
            {refusal}
          </Alert>
        )}
        {!allowed && !refusal && (
          <Text size="sm" c="dimmed" className="cw-sentence" data-testid="player-no-restart">
            {t("player.finished.no_restart")}
          </Text>
        )}
        {preview && !learnerMay && !refusal && (
          <Text size="sm" c="dimmed" className="cw-sentence" data-testid="player-preview-restart">
            {t("player.finished.preview_restart")}
          </Text>
        )}
        <Group justify="center" gap="sm" mt="xs">
          {allowed && (
            <Button
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={restarting}
              onClick={() => void startAgain()}
              data-testid="player-start-again"
            >
              {t("player.finished.start_again")}
            </Button>
          )}
          {backTo && (
            <Button
              component="a"
              href={backTo}
              onClick={followLink}
              variant="default"
              leftSection={<IconArrowLeft size={18} className="cw-flip-rtl" aria-hidden />}
              data-testid="player-back"
            >
              {t("player.finished.back")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
