import { COURSE_MODE } from "@coursewright/course-model";
import { Input, SegmentedControl, Text } from "@mantine/core";
import { IconPresentation, IconSchool } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

const LEARNING = String(COURSE_MODE.LEARNING);
const PRESENTATION = String(COURSE_MODE.PRESENTATION);

/** Learning or presentation (spec 3), with what the choice means for scoring (spec 9). */
export function ModeField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: ReactNode;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const label = (icon: ReactNode, text: string) => (
    <span className="cw-settings-mode-option">
      {icon}
      <span>{text}</span>
    </span>
  );
  return (
    <Input.Wrapper label={t("courses.settings.mode_label")} error={error} id="course-mode" labelElement="div">
      <SegmentedControl
        fullWidth
        value={value}
        onChange={onChange}
        aria-label={t("courses.settings.mode_label")}
        data={[
          { value: LEARNING, label: label(<IconSchool size={16} aria-hidden />, t("courses.mode.learning")) },
          {
            value: PRESENTATION,
            label: label(<IconPresentation size={16} aria-hidden />, t("courses.mode.presentation")),
          },
        ]}
        mt={4}
        data-testid="course-mode-control"
      />
      <Text size="sm" c="dimmed" mt={6} aria-live="polite">
        {value === PRESENTATION
          ? t("courses.settings.mode_presentation_hint")
          : t("courses.settings.mode_learning_hint")}
      </Text>
    </Input.Wrapper>
  );
}
