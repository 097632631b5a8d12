import type { Hub } from "@coursewright/course-model";
import { Badge, Text } from "@mantine/core";
import {
  IconClock,
  IconCopy,
  IconExternalLink,
  IconSchool,
  IconSettings,
  IconTrash,
  IconUserQuestion,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { VisibilityBadge } from "../../hubs/VisibilityBadge";
import { useFormatDate } from "../../i18n/format";
import { ItemCard } from "../../screenParts/ItemCard";
import { HubCardMedia } from "./HubCardMedia";

export const hubSettingsPath = (id: number) => `/course_hubs/settings/${id}`;

export interface HubCardProps {
  hub: Hub;
  onDuplicate(hub: Hub): void;
  onDelete(hub: Hub): void;
  duplicating: boolean;
}

/** One hub: the card opens its settings; preview, duplicate and delete are in its menu. */
export function HubCard({ hub, onDuplicate, onDelete, duplicating }: HubCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const settings = hubSettingsPath(hub.id);
  const pending = hub.counts.pending_requests;
  return (
    <ItemCard
      domId={`hub-${hub.id}-title`}
      title={hub.name}
      to={settings}
      media={<HubCardMedia hub={hub} />}
      overlay={
        <>
          <Badge
            variant="dot"
            color={hub.published ? "green" : "gray"}
            radius="sm"
            className="cw-hub-card__badge"
            data-testid="hub-status"
          >
            {hub.published ? t("hubs_admin.status.published") : t("hubs_admin.status.draft")}
          </Badge>
          <VisibilityBadge visibility={hub.visibility} className="cw-hub-card__badge" />
        </>
      }
      facts={
        <>
          <Text span size="xs" c="dimmed" className="cw-item-card__fact" data-testid="hub-courses">
            <IconSchool size={14} aria-hidden />
            {t("hubs_admin.card.courses", { count: hub.counts.courses })}
          </Text>
          {pending > 0 && (
            <Text span size="xs" c="orange.9" fw={600} className="cw-item-card__fact" data-testid="hub-pending">
              <IconUserQuestion size={14} aria-hidden />
              {t("hubs_admin.card.pending", { count: pending })}
            </Text>
          )}
          <Text span size="xs" c="dimmed" className="cw-item-card__fact">
            <IconClock size={14} aria-hidden />
            {t("hubs_admin.card.updated", { date: formatDate(hub.updated_at) })}
          </Text>
        </>
      }
      quickAction={{
        label: t("hubs_admin.actions.settings_of", { name: hub.name }),
        icon: <IconSettings size={18} aria-hidden />,
        to: settings,
      }}
      menuLabel={t("hubs_admin.actions.menu_of", { name: hub.name })}
      busy={duplicating}
      menu={[
        {
          key: "settings",
          label: t("hubs_admin.actions.settings"),
          icon: <IconSettings size={16} aria-hidden />,
          to: settings,
        },
        {
          key: "preview",
          label: t("hubs_admin.actions.preview"),
          icon: <IconExternalLink size={16} aria-hidden className="cw-flip-rtl" />,
          href: hub.url,
          testId: "hub-preview",
        },
        {
          key: "duplicate",
          label: t("hubs_admin.actions.duplicate"),
          icon: <IconCopy size={16} aria-hidden />,
          onClick: () => onDuplicate(hub),
          testId: "hub-duplicate",
        },
        {
          key: "delete",
          label: t("hubs_admin.actions.delete"),
          icon: <IconTrash size={16} aria-hidden />,
          onClick: () => onDelete(hub),
          danger: true,
          divided: true,
          testId: "hub-delete",
        },
      ]}
      testId="hub-card"
      menuTestId="hub-menu"
    />
  );
}
