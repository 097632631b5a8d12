import { Anchor, Box, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LmsPackageBadge } from "../../reports/LmsPackageBadge";
import { useLearnerDetails } from "../../reports/queries";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { PageTitle } from "../../shell/PageTitle";
import { LearnerCourseCard } from "./LearnerCourseCard";

/** /reports/single_user_details/:userId: one learner across the creator's courses. */
export default function ReportsUserDetailsPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const details = useLearnerDetails(Number.isInteger(userId) && userId > 0 ? userId : 0);
  const data = details.data;

  let body: React.ReactNode;
  if (details.isPending)
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={36} w={280} />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  else if (details.isError || !data)
    body = (
      <LoadErrorAlert
        title={t("reports.load_failed_title")}
        text={t("reports.load_failed")}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    );
  else {
    const subtitle = data.user.integration_title
      ? t("reports.learners.via_integration", { title: data.user.integration_title })
      : (data.user.email ?? "");
    body = (
      <Stack gap="lg">
        <PageTitle title={data.user.name} subtitle={subtitle} />
        <LmsPackageBadge source={data.user.learner_source} />
        <Text size="sm" c="dimmed">
          {t("reports.details.courses_count", { count: data.courses.length })}
        </Text>
        {data.courses.map((course) => (
          <LearnerCourseCard key={course.progress_id} course={course} />
        ))}
      </Stack>
    );
  }

  return (
    <Box maw={1100} mx="auto">
      <Stack gap="md">
        <Group>
          <Anchor component={Link} to="/reports/main" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden />
              {t("reports.details.back")}
            </Group>
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Box>
  );
}
