import { COURSE_MODE, DEFAULT_COURSE_PREVIEW_IMAGE_PATH, type ShareInitialInfo } from "@coursewright/course-model";
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconFiles, IconLogin, IconPlayerPlay, IconRefresh, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { rememberPage } from "../../routing/lastVisited";
import { navigateTo } from "../../routing/navigation";
import { shareKeys, sharesApi } from "../../shares/api";
import { sharePlayerPath } from "../../shares/LearnerCourseCard";
import { GuestLayout } from "../../shell/GuestLayout";
import { useDocumentTitle } from "../../shell/PageTitle";
import "../../shares/shares.css";

function startLabel(info: ShareInitialInfo, t: (key: string) => string): string {
  if (info.state === "in_progress") return t("player.entry.resume");
  if (info.state === "completed")
    return info.can_start_again ? t("player.entry.start_again") : t("player.entry.see_result");
  return t("player.entry.start");
}

function EntryCard({ info }: { info: ShareInitialInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = `/courseShares/playerInitialPage/${info.share_id}`;
  // Spec 2 does not remember this route by itself; the learner asked to sign in to come back here.
  const signInFirst = (path: string) => {
    rememberPage(here);
    navigate(path);
  };
  const { course } = info;
  return (
    <Stack gap="md" data-testid="share-entry">
      <img
        className="cw-share-entry__image"
        src={course.preview_image.url || DEFAULT_COURSE_PREVIEW_IMAGE_PATH}
        alt=""
        style={{ borderRadius: "var(--mantine-radius-md)" }}
      />
      <Title order={1} size="h2" dir="auto" data-testid="share-entry-title">
        {course.title}
      </Title>
      <Group gap="xs">
        <Badge variant="light" leftSection={<IconFiles size={12} aria-hidden />}>
          {t("player.entry.pages", { count: course.pages_count })}
        </Badge>
        {course.mode === COURSE_MODE.PRESENTATION && (
          <Badge variant="light" color="grape">
            {t("courses.mode.presentation")}
          </Badge>
        )}
        {/* Attempts left mean nothing once the course is over for good (passed, or no restart allowed). */}
        {info.access === "granted" && !(info.state === "completed" && !info.can_start_again) && (
          <Badge variant="light" color={info.attempts_left === 0 ? "red" : "gray"} data-testid="share-entry-attempts">
            {info.attempts_left === null
              ? t("player.entry.attempts_unlimited")
              : t("player.entry.attempts_left", { count: info.attempts_left })}
          </Badge>
        )}
        {info.progress?.state === "completed" && (
          <Badge variant="light" color={info.progress.passed ? "green" : "orange"}>
            {info.progress.passed
              ? t("player.entry.passed", { percent: info.progress.pass_percent })
              : t("player.entry.failed", { percent: info.progress.pass_percent })}
          </Badge>
        )}
      </Group>
      {course.description && (
        <Text c="dimmed" style={{ whiteSpace: "pre-line" }} dir="auto">
          {course.description}
        </Text>
      )}
      {info.access === "granted" && (
        <Button
          component={Link}
          to={sharePlayerPath(course.id, info.share_id)}
          size="md"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          data-testid="share-entry-start"
        >
          {startLabel(info, t)}
        </Button>
      )}
      {info.access === "login_required" && (
        <Stack gap="sm" data-testid="share-entry-login">
          <Text size="sm">{t("player.entry.login_needed")}</Text>
          <Group grow>
            <Button leftSection={<IconLogin size={18} aria-hidden />} onClick={() => signInFirst("/login")}>
              {t("player.entry.login")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => signInFirst("/registration")}
            >
              {t("player.entry.register")}
            </Button>
          </Group>
        </Stack>
      )}
      {info.access === "not_invited" && (
        <Alert color="orange" variant="light" role="alert" data-testid="share-entry-not-invited">
          {t("player.entry.not_invited")}
        </Alert>
      )}
    </Stack>
  );
}

/** /courseShares/playerInitialPage/:shareId: the learner's way into a shared course (spec 2). */
export default function SharePlayerInitialPage() {
  const { t } = useTranslation();
  const { shareId = "" } = useParams();
  const query = useQuery({
    queryKey: shareKeys.initial(shareId),
    queryFn: () => sharesApi.initial(shareId),
    retry: false,
  });
  useDocumentTitle(query.data?.course.title ?? t("player.entry.heading"));

  useEffect(() => {
    if (query.error instanceof ApiError && query.error.status === 404)
      navigateTo("/unavailable_course", { replace: true });
  }, [query.error]);

  return (
    <GuestLayout width={640}>
      {query.data ? (
        <EntryCard info={query.data} />
      ) : query.isError ? (
        <Stack align="center" gap="sm">
          <Text>{t("player.load_failed")}</Text>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void query.refetch()}
          >
            {t("common.retry")}
          </Button>
        </Stack>
      ) : (
        <Center py={60} role="status" aria-label={t("common.loading")}>
          <Loader />
        </Center>
      )}
    </GuestLayout>
  );
}
