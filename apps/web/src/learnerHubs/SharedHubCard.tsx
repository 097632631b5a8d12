import { landingPath, type SharedHub } from "@coursewright/course-model";
import { Badge, Button, Group, Text } from "@mantine/core";
import { IconBooks, IconExternalLink, IconSchool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { sharedHubCoursesPath } from "./api";
import { HubCover } from "./HubCover";

/** The hub's public pages are their own web entry, answered by the server: a full page load, not a route change. */
export const hubSitePath = (hub: { id: number; slug: string }) =>
  landingPath({ page: "home", hubId: hub.id }, hub.slug);

/** One hub shared with the learner: cover, logo, name, whose it is, how many courses; its courses and its site. */
export function SharedHubCard({ hub }: { hub: SharedHub }) {
  const { t } = useTranslation();
  const titleId = `shared-hub-${hub.id}`;
  return (
    <article className="cw-hub-card" aria-labelledby={titleId} data-testid="shared-hub">
      <HubCover cover={hub.cover} logo={hub.logo} name={hub.name} />
      <div className="cw-hub-card__body">
        <Text component="h2" id={titleId} fw={700} size="lg" lineClamp={2} dir="auto" m={0}>
          {hub.name}
        </Text>
        <Text size="sm" c="gray.7" dir="auto">
          {t("hubs_learner.card.owner", { name: hub.owner_name })}
        </Text>
        <Group gap="xs">
          <Badge variant="light" leftSection={<IconBooks size={12} aria-hidden />}>
            {t("hubs_learner.card.courses", { count: hub.courses_count })}
          </Badge>
        </Group>
        <div className="cw-hub-card__actions">
          <Button
            component={Link}
            to={sharedHubCoursesPath(hub.id)}
            leftSection={<IconSchool size={16} aria-hidden />}
            aria-label={`${t("hubs_learner.card.open_courses")}: ${hub.name}`}
            data-testid="shared-hub-courses"
          >
            {t("hubs_learner.card.open_courses")}
          </Button>
          <Button
            component="a"
            href={hubSitePath(hub)}
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={`${t("hubs_learner.card.visit_site")}: ${hub.name}`}
          >
            {t("hubs_learner.card.visit_site")}
          </Button>
        </div>
      </div>
    </article>
  );
}
