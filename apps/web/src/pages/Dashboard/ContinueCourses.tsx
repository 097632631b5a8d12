import { Anchor, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLearnerCourses } from "../../shares/api";
import { LearnerCourseCard } from "../../shares/LearnerCourseCard";
import "../../shares/shares.css";

/** At most this many cards: the dashboard shows where to pick up, the upcoming list shows everything. */
const SHOWN = 3;

/**
 * The learner's courses in progress, each with Continue, as the section heading "Continue where you left off"
 * promises. The upcoming list's first page holds them (most recent activity first); not started ones wait
 * there. A failed read leaves the section out: the cards below still lead to every course.
 */
export function ContinueCourses() {
  const { t } = useTranslation();
  const query = useLearnerCourses("upcoming", 1);
  if (query.isError && !query.data) return null;
  const items = query.data?.data ?? [];
  const started = items.filter((item) => item.state === "in_progress").slice(0, SHOWN);
  // A new learner has started nothing: the courses shared with them are shown to start, not an empty section.
  const waiting = started.length === 0 ? items.filter((item) => item.state !== "in_progress").slice(0, SHOWN) : [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-continue" data-testid="dashboard-continue">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="dashboard-continue">
          {t("dashboard.learner.in_progress_title")}
        </Title>
        <Anchor component={Link} to="/upcomingCourses" size="sm">
          {t("dashboard.learner.all_upcoming")}
        </Anchor>
      </Group>
      {query.isPending ? (
        <div className="cw-learner-grid" role="status" aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton h={300} radius="lg" />
        </div>
      ) : started.length === 0 && waiting.length > 0 ? (
        <>
          <Text c="dimmed" size="sm" data-testid="dashboard-continue-waiting">
            {t("dashboard.learner.waiting_intro")}
          </Text>
          <div className="cw-learner-grid">
            {waiting.map((item) => (
              <LearnerCourseCard key={item.share_id} item={item} />
            ))}
          </div>
        </>
      ) : started.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="dashboard-continue-empty">
          {t("dashboard.learner.in_progress_empty")}
        </Text>
      ) : (
        <div className="cw-learner-grid">
          {started.map((item) => (
            <LearnerCourseCard key={item.share_id} item={item} />
          ))}
        </div>
      )}
    </Stack>
  );
}
