import { Alert, Box, Button, Group, Pagination, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconCertificate, IconRefresh, IconSchool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageTitle } from "../shell/PageTitle";
import { type LearnerList, useLearnerCourses } from "./api";
import { LearnerCourseCard } from "./LearnerCourseCard";
import "./shares.css";

function readPage(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Upcoming or completed courses of the learner (spec 2): cards, an empty state, pages. */
export function LearnerCoursesScreen({ list }: { list: LearnerList }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const query = useLearnerCourses(list, page);
  const items = query.data?.data ?? [];
  const lastPage = query.data?.meta.last_page ?? 1;

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="cw-learner-grid" role="status" aria-busy="true" aria-label={t("common.loading")}>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h={300} radius="lg" />
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t("learner.load_failed")}
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
    );
  } else if (items.length === 0) {
    body = (
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 56 }} data-testid="learner-empty">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={76} radius="xl" variant="light" aria-hidden>
            {list === "upcoming" ? <IconSchool size={38} /> : <IconCertificate size={38} />}
          </ThemeIcon>
          <Title order={2} size="h3">
            {t(`learner.${list}.empty_title`)}
          </Title>
          <Text c="dimmed" maw={480}>
            {t(`learner.${list}.empty_text`)}
          </Text>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="lg">
        <div className="cw-learner-grid" aria-busy={query.isPlaceholderData} data-testid="learner-courses">
          {items.map((item) => (
            <LearnerCourseCard key={item.share_id} item={item} />
          ))}
        </div>
        {lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={lastPage}
              value={Math.min(page, lastPage)}
              onChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
              getItemProps={(n) => ({ "aria-label": t("courses.paging.page", { page: n }) })}
              getControlProps={(control) => ({ "aria-label": t(`courses.paging.${control}`) })}
              aria-label={t("learner.paging")}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Box maw={1400} mx="auto">
      <Stack gap="lg">
        <PageTitle title={t(`learner.${list}.title`)} subtitle={t(`learner.${list}.subtitle`)} />
        {body}
      </Stack>
    </Box>
  );
}
