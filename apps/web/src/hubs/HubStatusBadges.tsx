import type { HubVisibility } from "@coursewright/course-model";
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { VisibilityBadge } from "./VisibilityBadge";

/** Published or draft, and who may see the hub. */
export function HubStatusBadges({ published, visibility }: { published: boolean; visibility: HubVisibility }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="dot" color={published ? "green" : "gray"} radius="sm" data-testid="hub-status">
        {published ? t("hubs_admin.status.published") : t("hubs_admin.status.draft")}
      </Badge>
      <VisibilityBadge visibility={visibility} />
    </Group>
  );
}
