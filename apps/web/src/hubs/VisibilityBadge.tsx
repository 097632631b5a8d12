import type { HubVisibility } from "@coursewright/course-model";
import { Badge } from "@mantine/core";
import { IconEyeOff, IconLink, IconLock, IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const ICONS = { public: IconWorld, private: IconLock, unlisted: IconLink } as const;
const COLORS = { public: "blue", private: "grape", unlisted: "cyan" } as const;

/** Who may see the hub: public, private or unlisted, with its icon. */
export function VisibilityBadge({
  visibility,
  variant = "light",
  className,
}: {
  visibility: HubVisibility;
  variant?: "light" | "white";
  className?: string;
}) {
  const { t } = useTranslation();
  const Icon = ICONS[visibility] ?? IconEyeOff;
  return (
    <Badge
      variant={variant}
      color={COLORS[visibility]}
      radius="sm"
      leftSection={<Icon size={12} aria-hidden />}
      className={className}
      data-testid="hub-visibility"
    >
      {t(`hubs_admin.visibility.${visibility}`)}
    </Badge>
  );
}
