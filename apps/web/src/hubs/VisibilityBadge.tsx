import type { HubVisibility } from "@coursewright/course-model";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS = { public: "blue", private: "grape", unlisted: "cyan" } as const;

/** Who may see the hub: public, private or unlisted (a coloured dot, the word in the text colour for contrast). */
export function VisibilityBadge({ visibility, className }: { visibility: HubVisibility; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLORS[visibility]} radius="sm" className={className} data-testid="hub-visibility">
      {t(`hubs_admin.visibility.${visibility}`)}
    </Badge>
  );
}
