import { DEFAULT_COURSE_PREVIEW_IMAGE_PATH, type LearnerCourse } from "@coursewright/course-model";
import { Badge, Button, Progress, Text } from "@mantine/core";
import { IconEye, IconPlayerPlay } from "@tabler/icons-react";
import type { SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDate } from "../i18n/format";

/** The player through the learner's share: progress is kept on the server. */
export const sharePlayerPath = (courseId: number, shareId: string) =>
  `/coursePlayer/${courseId}?share_id=${encodeURIComponent(shareId)}`;

function showDefaultImage(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(DEFAULT_COURSE_PREVIEW_IMAGE_PATH)) img.src = DEFAULT_COURSE_PREVIEW_IMAGE_PATH;
}

/** One of the learner's courses: its picture, how far they got, and continue (or review once completed). */
export function LearnerCourseCard({ item }: { item: LearnerCourse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const completed = item.state === "completed";
  const titleId = `learner-course-${item.share_id}`;
  return (
    <article className="cw-learner-card" aria-labelledby={titleId} data-testid="learner-course">
      <div className="cw-learner-card__thumb">
        <img
          src={item.course.preview_image.url || DEFAULT_COURSE_PREVIEW_IMAGE_PATH}
          alt=""
          loading="lazy"
          onError={showDefaultImage}
        />
        {completed && item.passed !== null && (
          <Badge className="cw-learner-card__badge" color={item.passed ? "green" : "orange"} variant="filled">
            {item.passed ? t("learner.card.passed") : t("learner.card.failed")}
          </Badge>
        )}
      </div>
      <div className="cw-learner-card__body">
        <Text id={titleId} fw={700} lineClamp={2} dir="auto">
          {item.course.title}
        </Text>
        <div>
          <Progress
            value={item.progress_percent}
            size="sm"
            radius="xl"
            color={completed ? "green" : "brand"}
            aria-label={t("learner.card.progress", { percent: item.progress_percent })}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {completed && item.pass_percent !== null
              ? t("learner.card.score", { percent: item.pass_percent })
              : t("learner.card.progress", { percent: item.progress_percent })}
            {item.last_activity_at
              ? ` · ${t("learner.card.last_activity", { date: formatDate(item.last_activity_at) })}`
              : ""}
          </Text>
        </div>
        <Button
          component={Link}
          to={sharePlayerPath(item.course.id, item.share_id)}
          variant={completed ? "default" : "filled"}
          leftSection={completed ? <IconEye size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
          aria-label={`${completed ? t("learner.card.review") : item.state === "in_progress" ? t("learner.card.continue") : t("learner.card.start")}: ${item.course.title}`}
          mt="auto"
          data-testid="learner-course-open"
        >
          {completed
            ? t("learner.card.review")
            : item.state === "in_progress"
              ? t("learner.card.continue")
              : t("learner.card.start")}
        </Button>
      </div>
    </article>
  );
}
