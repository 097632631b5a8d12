import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LearnerStatus } from "../../reports/types";

const COLORS: Record<LearnerStatus, string> = { in_progress: "blue", passed: "green", failed: "red" };

export function StatusBadge({ status }: { status: LearnerStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} size="sm">
      {t(`reports.status.${status}`)}
    </Badge>
  );
}
