import { Anchor, Box, Button, Grid, Group, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft, IconLayoutGrid } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { useCourse } from "../../courses/queries";
import { parseIdParam } from "../../routing/params";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { PageTitle } from "../../shell/PageTitle";
import { XapiSettingsPanel } from "../../xapi/XapiSettingsPanel";
import { CourseSettingsForm } from "./CourseSettingsForm";
import { TemplateChooser } from "./TemplateChooser";
import "./CourseSettings.css";

function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gap="lg" role="status" aria-busy="true" aria-label={t("common.loading")}>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="lg">
          <Skeleton h={260} radius="lg" />
          <Skeleton h={240} radius="lg" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Skeleton h={320} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

function LoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadErrorAlert
      title={t("courses.settings.load_failed_title")}
      text={t("courses.settings.load_failed")}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** /createCourse and /editCourse/:courseId: the same form, empty or filled with the stored settings. */
export default function CourseSettingsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const editing = params.courseId !== undefined;
  const courseId = parseIdParam(params.courseId);
  const course = useCourse(editing ? courseId : null);

  if (editing && courseId === null) return <Navigate to="/404" replace />;

  const title = editing ? t("courses.settings.edit_title") : t("courses.settings.create_title");
  return (
    <Box maw={1200} mx="auto">
      <Stack gap="lg">
        <Anchor component={Link} to="/coursesList" size="sm" className="cw-settings-back">
          <IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />
          {t("courses.settings.back")}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle
            title={title}
            subtitle={editing ? (course.data?.title ?? "") : t("courses.settings.create_subtitle")}
          />
          {editing && courseId !== null && (
            <Button
              component={Link}
              to={`/courseBuilder/${courseId}`}
              variant="light"
              leftSection={<IconLayoutGrid size={18} aria-hidden />}
            >
              {t("courses.settings.open_builder")}
            </Button>
          )}
        </Group>
        {editing ? (
          course.data ? (
            <>
              <CourseSettingsForm key={course.data.id} course={course.data} />
              <XapiSettingsPanel scope={{ courseId: course.data.id }} />
            </>
          ) : course.isError ? (
            <LoadError onRetry={() => void course.refetch()} retrying={course.isFetching} />
          ) : (
            <SettingsSkeleton />
          )
        ) : (
          <>
            <TemplateChooser />
            <CourseSettingsForm key="new" course={null} />
          </>
        )}
      </Stack>
    </Box>
  );
}
