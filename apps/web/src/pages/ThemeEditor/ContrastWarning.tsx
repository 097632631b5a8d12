import { WCAG_AA_CONTRAST } from "@coursewright/course-model";
import { Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { languageInfo, useLanguage } from "../../i18n/language";

/** "Contrast 3.2:1 — below 4.5:1, hard to read", under the text colour of a pair that fails WCAG AA. */
export function ContrastWarning({ ratio, testId }: { ratio: number | null; testId: string }) {
  const { t } = useTranslation();
  const code = useLanguage((s) => s.code);
  if (ratio === null) return null;
  const format = new Intl.NumberFormat(languageInfo(code).bcp47, { maximumFractionDigits: 1 });
  return (
    <Text size="xs" c="orange.9" mt={6} className="cw-theme-contrast" role="status" data-testid={testId}>
      <IconAlertTriangle size={14} aria-hidden />
      <span>{t("themes.contrast.low", { ratio: format.format(ratio), minimum: format.format(WCAG_AA_CONTRAST) })}</span>
    </Text>
  );
}
