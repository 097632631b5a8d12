import { Anchor, Box, Grid, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { useHub, useHubCourses } from "../../hubs/queries";
import { parseIdParam } from "../../routing/params";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { HubSettingsEditor } from "./HubSettingsEditor";
import "../../hubs/settings/hubSettings.css";

function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gap="lg" role="status" aria-busy="true" aria-label={t("common.loading")}>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Skeleton h={320} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="lg">
          <Skeleton h={60} radius="lg" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** /course_hubs/settings/:hubId: a hub's settings in sections, with the save bar and the landing preview. */
export default function CourseHubSettingsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const hubId = parseIdParam(params.hubId);
  const hub = useHub(hubId);
  const courses = useHubCourses(hubId);
  if (hubId === null) return <Navigate to="/404" replace />;
  const failed = (hub.isError && !hub.data) || (courses.isError && !courses.data);
  return (
    <Box maw={1280} mx="auto">
      <Stack gap="md">
        <Anchor component={Link} to="/course_hubs" size="sm" c="brand.7" className="cw-hub-back">
          <IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />
          {t("hubs_admin.settings.back")}
        </Anchor>
        {hub.data && courses.data ? (
          // Keyed by hub: another hub's settings start from their own stored values.
          <HubSettingsEditor key={hub.data.id} hub={hub.data} courses={courses.data} />
        ) : failed ? (
          <LoadErrorAlert
            title={t("hubs_admin.settings.load_failed_title")}
            text={t("hubs_admin.load_failed")}
            onRetry={() => {
              void hub.refetch();
              void courses.refetch();
            }}
            retrying={hub.isFetching || courses.isFetching}
          />
        ) : (
          <SettingsSkeleton />
        )}
      </Stack>
    </Box>
  );
}
