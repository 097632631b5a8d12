import type { LearnerSource } from "@coursewright/course-model";
import { Badge, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * "Reported by the LMS package": the learner's progress came from a SCORM package, whose launch names no learner
 * (the LMS does), so the figures are only as trustworthy as the package's copies. Nothing for other learners.
 */
export function LmsPackageBadge({ source }: { source: LearnerSource }) {
  const { t } = useTranslation();
  if (source !== "scorm_package") return null;
  return (
    <Tooltip
      label={t("reports.learners.lms_package_hint")}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        variant="light"
        color="orange"
        size="sm"
        tt="none"
        tabIndex={0}
        // In a narrow table cell the words wrap rather than end in an ellipsis.
        styles={{ root: { height: "auto", maxWidth: "100%" }, label: { whiteSpace: "normal", overflow: "visible" } }}
        data-testid="lms-package-badge"
      >
        {t("reports.learners.lms_package")}
      </Badge>
    </Tooltip>
  );
}
