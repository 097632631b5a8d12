import { Badge, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconMinus, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ReportAnswer } from "../../reports/types";

function Mark({ correct }: { correct: boolean | null }) {
  const { t } = useTranslation();
  if (correct === null)
    return (
      <ThemeIcon
        variant="light"
        color="gray"
        radius="xl"
        size={28}
        role="img"
        aria-label={t("reports.answers.not_judged")}
      >
        <IconMinus size={16} />
      </ThemeIcon>
    );
  return (
    <ThemeIcon
      variant="light"
      color={correct ? "green" : "red"}
      radius="xl"
      size={28}
      role="img"
      aria-label={correct ? t("reports.answers.right") : t("reports.answers.wrong")}
    >
      {correct ? <IconCheck size={16} /> : <IconX size={16} />}
    </ThemeIcon>
  );
}

/** The recording of an audio or video answer, played in place from its signed URL. */
function Recording({ file }: { file: NonNullable<ReportAnswer["file"]> }) {
  const { t } = useTranslation();
  if (file.kind === "video")
    return (
      // biome-ignore lint/a11y/useMediaCaption: a learner's own recording has no captions to offer.
      <video
        src={file.url}
        controls
        preload="metadata"
        style={{ maxWidth: "100%", maxHeight: 320 }}
        aria-label={t("reports.answers.recording")}
      />
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: a learner's own recording has no captions to offer.
    <audio
      src={file.url}
      controls
      preload="metadata"
      style={{ width: "100%", maxWidth: 420 }}
      aria-label={t("reports.answers.recording")}
      data-testid="answer-audio"
    />
  );
}

/** Every answer of the attempt, in the order the learner gave them, marked right or wrong. */
export function AnswerList({ answers }: { answers: ReportAnswer[] }) {
  const { t } = useTranslation();
  if (answers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("reports.answers.none")}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="learner-answers">
      {answers.map((answer) => {
        const recorded = answer.type === "quiz_audio_answer" || answer.type === "quiz_video_answer";
        return (
          <Paper key={answer.block_id} withBorder radius="md" p="sm" data-testid="learner-answer">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Mark correct={answer.correct} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} size="sm" dir="auto">
                    {answer.question || t("reports.questions.untitled")}
                  </Text>
                  {answer.type && (
                    <Badge variant="light" color="gray" size="xs">
                      {t(`blocks.names.${answer.type}`)}
                    </Badge>
                  )}
                </Group>
                {answer.page_title && (
                  <Text size="xs" c="dimmed" dir="auto">
                    {answer.page_title}
                  </Text>
                )}
                {recorded ? (
                  answer.file ? (
                    <Recording file={answer.file} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t("reports.answers.recording_missing")}
                    </Text>
                  )
                ) : (
                  <Text size="sm" dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    <Text span c="dimmed" size="sm">
                      {t("reports.answers.answer")}:{" "}
                    </Text>
                    {answer.answer_text || t("reports.answers.empty")}
                  </Text>
                )}
                {answer.correct === false && answer.correct_answer_text && (
                  <Text size="sm" c="green.8" dir="auto">
                    <Text span c="dimmed" size="sm">
                      {t("reports.answers.correct_answer")}:{" "}
                    </Text>
                    {answer.correct_answer_text}
                  </Text>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
