import type { SharedHubCourses } from "@coursewright/course-model";
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBooks,
  IconExternalLink,
  IconLock,
  IconRefresh,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { useHubStanding, useSharedHubCourses } from "../../learnerHubs/api";
import { HubAccessPanel } from "../../learnerHubs/HubAccessPanel";
import { HubCourseCard } from "../../learnerHubs/HubCourseCard";
import { HubCover } from "../../learnerHubs/HubCover";
import { hubSitePath } from "../../learnerHubs/SharedHubCard";
import { useDocumentTitle } from "../../shell/PageTitle";
import "../../learnerHubs/learnerHubs.css";
import { ALERT_CLASSES } from "../../learnerHubs/alertClasses";

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/course_hubs/shared_to_me" size="sm" w="fit-content" c="brand.7">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />
        {t("nav.hubs_shared_to_me")}
      </Group>
    </Anchor>
  );
}

/** A private hub the learner may not open: who decides, and their request. */
function NoAccess({ hubId }: { hubId: number }) {
  const { t } = useTranslation();
  const standing = useHubStanding(hubId);
  const title = standing.data?.name ?? t("hubs_learner.access.title");
  useDocumentTitle(title);
  return (
    <Box maw={640} mx="auto" mt={{ base: "md", sm: 40 }}>
      <Stack gap="md">
        <BackLink />
        <Paper component="section" radius="lg" p={{ base: "lg", sm: 40 }} withBorder shadow="xs">
          <Stack gap="md">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden>
                <IconLock size={32} />
              </ThemeIcon>
              <Title order={1} size="h2" dir="auto">
                {title}
              </Title>
              <Text c="gray.7">{t("hubs_learner.access.not_shared")}</Text>
            </Stack>
            <HubAccessPanel hubId={hubId} />
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}

function CourseGrid({ data, held, title }: { data: SharedHubCourses; held: boolean; title: string }) {
  const courses = data.courses.filter((course) => course.enrolled === held);
  if (courses.length === 0) return null;
  const headingId = held ? "hub-courses-held" : "hub-courses-more";
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <div className="cw-hub-grid" data-testid={held ? "hub-courses-held" : "hub-courses-more"}>
        {courses.map((course) => (
          <HubCourseCard key={course.id} course={course} hub={data.hub} />
        ))}
      </div>
    </Stack>
  );
}

function HubCourses({ data }: { data: SharedHubCourses }) {
  const { t } = useTranslation();
  const { hub } = data;
  useDocumentTitle(hub.name);
  const anyHeld = data.courses.some((course) => course.enrolled);
  return (
    <Box maw={1400} mx="auto">
      <Stack gap="xl">
        <Stack gap="sm">
          <BackLink />
          <header className="cw-hub-header">
            <HubCover cover={hub.cover} logo={hub.logo} name={hub.name} large />
            <div className="cw-hub-header__body">
              <Group justify="space-between" align="flex-end" gap="md">
                <Stack gap={4}>
                  <Title order={1} size="h2" dir="auto" data-testid="hub-title">
                    {hub.name}
                  </Title>
                  <Group gap="sm">
                    <Text c="gray.7" dir="auto">
                      {t("hubs_learner.card.owner", { name: hub.owner_name })}
                    </Text>
                    <Badge variant="light" leftSection={<IconBooks size={12} aria-hidden />}>
                      {t("hubs_learner.card.courses", { count: hub.courses_count })}
                    </Badge>
                  </Group>
                </Stack>
                <Button
                  component="a"
                  href={hubSitePath(hub)}
                  variant="default"
                  leftSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {t("hubs_learner.card.visit_site")}
                </Button>
              </Group>
            </div>
          </header>
        </Stack>
        {data.courses.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" data-testid="hub-courses-empty">
            <Stack align="center" gap="xs" ta="center">
              <Title order={2} size="h4">
                {t("hubs_learner.courses.empty_title")}
              </Title>
              <Text c="gray.7">{t("hubs_learner.courses.empty_text", { owner: hub.owner_name })}</Text>
            </Stack>
          </Paper>
        ) : (
          <>
            <CourseGrid data={data} held title={t("hubs_learner.courses.held")} />
            <CourseGrid
              data={data}
              held={false}
              title={anyHeld ? t("hubs_learner.courses.more") : t("hubs_learner.courses.all")}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box maw={1400} mx="auto" role="status" aria-busy="true" aria-label={t("common.loading")}>
      <Stack gap="xl">
        <Skeleton h={300} radius="lg" />
        <div className="cw-hub-grid">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={320} radius="lg" />
          ))}
        </div>
      </Stack>
    </Box>
  );
}

function HubCoursesScreen({ hubId }: { hubId: number }) {
  const { t } = useTranslation();
  const query = useSharedHubCourses(hubId);
  if (query.data) return <HubCourses data={query.data} />;
  if (query.isPending) return <Loading />;
  // 404 went to the not-found screen already; 403 is a hub not shared with them: show where they stand.
  if (query.error instanceof ApiError && query.error.status === 403) return <NoAccess hubId={hubId} />;
  return (
    <Box maw={640} mx="auto">
      <Alert
        classNames={ALERT_CLASSES}
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t("hubs_learner.courses.load_failed")}
      >
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void query.refetch()}
        >
          {t("common.retry")}
        </Button>
      </Alert>
    </Box>
  );
}

/** /course_hubs/shared_hub_courses/:hubId: the courses of a hub shared with the learner. */
export default function SharedHubCoursesPage() {
  const { hubId } = useParams();
  const id = parseHubId(hubId);
  if (id === null) return <Navigate to="/404" replace />;
  return <HubCoursesScreen key={id} hubId={id} />;
}

function parseHubId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
