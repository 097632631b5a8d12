import {
  type CurrencyCode,
  DEFAULT_COURSE_PREVIEW_IMAGE_PATH,
  formatPrice,
  landingPath,
  type SharedHubCourse,
} from "@coursewright/course-model";
import { Alert, Badge, Button, Text } from "@mantine/core";
import { IconEye, IconInfoCircle, IconPlayerPlay, IconPlus } from "@tabler/icons-react";
import type { SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../api/errors";
import { ALERT_CLASSES } from "./alertClasses";
import { courseEntryPath, useEnrol } from "./api";

function showDefaultImage(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(DEFAULT_COURSE_PREVIEW_IMAGE_PATH)) img.src = DEFAULT_COURSE_PREVIEW_IMAGE_PATH;
}

interface Props {
  course: SharedHubCourse;
  hub: { id: number; slug: string; currency: CurrencyCode };
}

/** What the learner can do with the course: play it (held), enrol (free), or see its price (bought next issue). */
function CourseAction({ course, hub }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enrol = useEnrol();
  if (course.enrolled && course.share_id) {
    const label =
      course.progress === "completed"
        ? t("learner.card.review")
        : course.progress === "in_progress"
          ? t("learner.card.continue")
          : t("learner.card.start");
    return (
      <Button
        component={Link}
        to={courseEntryPath(course.share_id)}
        variant={course.progress === "completed" ? "default" : "filled"}
        leftSection={
          course.progress === "completed" ? <IconEye size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
        }
        aria-label={`${label}: ${course.title}`}
        data-testid="hub-course-play"
      >
        {label}
      </Button>
    );
  }
  if (course.price === 0) {
    const failure = enrol.error instanceof ApiError ? enrol.error : null;
    return (
      <>
        <Button
          onClick={() =>
            enrol.mutate(
              { hubId: hub.id, courseId: course.id },
              { onSuccess: (enrolment) => navigate(courseEntryPath(enrolment.share_id)) },
            )
          }
          loading={enrol.isPending}
          leftSection={<IconPlus size={16} aria-hidden />}
          aria-label={`${t("hubs_learner.course.enrol")}: ${course.title}`}
          data-testid="hub-course-enrol"
        >
          {t("hubs_learner.course.enrol")}
        </Button>
        {failure && failure.status !== 0 && failure.status < 500 && (
          <Alert classNames={ALERT_CLASSES} color="red" variant="light" role="alert" w="100%" p="xs">
            {failure.serverMessage ?? t("hubs_learner.course.enrol_failed")}
          </Alert>
        )}
      </>
    );
  }
  // Buying arrives with the cart (next issue); the course's page on the hub's site tells more meanwhile.
  return (
    <Button
      component="a"
      href={landingPath({ page: "course", hubId: hub.id, courseId: course.id }, hub.slug)}
      variant="default"
      leftSection={<IconInfoCircle size={16} aria-hidden />}
      aria-label={`${t("hubs_learner.course.details")}: ${course.title}`}
      data-testid="hub-course-details"
    >
      {t("hubs_learner.course.details")}
    </Button>
  );
}

function StateBadge({ course }: { course: SharedHubCourse }) {
  const { t } = useTranslation();
  if (!course.enrolled) return null;
  if (course.progress === "completed") {
    return (
      <Badge className="cw-hub-course__badge" color="green" variant="filled">
        {t("hubs_learner.course.completed")}
      </Badge>
    );
  }
  if (course.progress === "in_progress") {
    return (
      <Badge className="cw-hub-course__badge" color="blue" variant="filled">
        {t("hubs_learner.course.in_progress")}
      </Badge>
    );
  }
  return (
    <Badge className="cw-hub-course__badge" color="brand" variant="filled">
      {t("hubs_learner.course.enrolled")}
    </Badge>
  );
}

/** A course of a shared hub: picture, title, what it holds, price, and what the learner can do with it. */
export function HubCourseCard({ course, hub }: Props) {
  const { t } = useTranslation();
  const titleId = `hub-course-${course.id}`;
  const free = course.price === 0;
  return (
    <article
      className="cw-hub-course"
      aria-labelledby={titleId}
      data-testid="hub-course"
      data-enrolled={course.enrolled}
    >
      <div className="cw-hub-course__thumb">
        <img
          src={course.image?.thumb_url ?? course.image?.url ?? DEFAULT_COURSE_PREVIEW_IMAGE_PATH}
          alt=""
          loading="lazy"
          onError={showDefaultImage}
        />
        <StateBadge course={course} />
      </div>
      <div className="cw-hub-course__body">
        <Text component="h3" id={titleId} fw={700} lineClamp={2} dir="auto" m={0}>
          {course.title}
        </Text>
        <Text size="xs" c="gray.7">
          {t("hubs_learner.course.contents", { pages: course.pages_count, minutes: course.estimated_minutes })}
        </Text>
        {course.description && (
          <Text size="sm" c="gray.7" lineClamp={3} dir="auto">
            {course.description}
          </Text>
        )}
        <div className="cw-hub-course__footer">
          {!course.enrolled && (
            <Text
              fw={700}
              size="lg"
              c={free ? "teal.9" : undefined}
              dir={free ? undefined : "ltr"}
              data-testid="hub-course-price"
            >
              {free ? t("hubs_learner.course.free") : formatPrice(course.price, hub.currency)}
            </Text>
          )}
          <CourseAction course={course} hub={hub} />
        </div>
      </div>
    </article>
  );
}
