import {
  Alert,
  Box,
  Button,
  Group,
  List,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconBuildingStore, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSharedHubs } from "../../learnerHubs/api";
import { SharedHubCard } from "../../learnerHubs/SharedHubCard";
import { PageTitle } from "../../shell/PageTitle";
import "../../learnerHubs/learnerHubs.css";
import { ALERT_CLASSES } from "../../learnerHubs/alertClasses";

function readPage(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** No hub yet: how hubs come to be shared, so the learner knows what to look for. */
function EmptyState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 56 }} data-testid="shared-hubs-empty">
      <Stack align="center" gap="sm">
        <ThemeIcon size={76} radius="xl" variant="light" color="cyan" aria-hidden>
          <IconBuildingStore size={38} />
        </ThemeIcon>
        <Title order={2} size="h3" ta="center">
          {t("hubs_learner.shared.empty_title")}
        </Title>
        <Text c="gray.7" maw={520} ta="center">
          {t("hubs_learner.shared.empty_text")}
        </Text>
        <List c="gray.7" maw={520} spacing="xs" size="sm">
          <List.Item>{t("hubs_learner.shared.empty_invitation")}</List.Item>
          <List.Item>{t("hubs_learner.shared.empty_link")}</List.Item>
          <List.Item>{t("hubs_learner.shared.empty_request")}</List.Item>
        </List>
        <Button component={Link} to="/upcomingCourses" variant="default" mt="xs">
          {t("hubs_learner.shared.to_upcoming")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /course_hubs/shared_to_me: the hubs shared with the signed-in learner (spec 2). */
export default function HubsSharedToMePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const query = useSharedHubs(page);
  const hubs = query.data?.data ?? [];
  const lastPage = query.data?.meta.last_page ?? 1;

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="cw-hub-grid" role="status" aria-busy="true" aria-label={t("common.loading")}>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={300} radius="lg" />
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <Alert
        classNames={ALERT_CLASSES}
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t("hubs_learner.shared.load_failed")}
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
  } else if (hubs.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <Stack gap="lg">
        <div className="cw-hub-grid" aria-busy={query.isPlaceholderData} data-testid="shared-hubs">
          {hubs.map((hub) => (
            <SharedHubCard key={hub.id} hub={hub} />
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
              aria-label={t("hubs_learner.shared.paging")}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Box maw={1400} mx="auto">
      <Stack gap="lg">
        <PageTitle title={t("nav.hubs_shared_to_me")} subtitle={t("hubs_learner.shared.subtitle")} />
        {body}
      </Stack>
    </Box>
  );
}
