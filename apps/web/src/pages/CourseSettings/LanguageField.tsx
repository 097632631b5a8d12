import { LANGUAGES } from "@coursewright/course-model";
import { Select } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The language the course is written in (issue 17): each in its own name, as the interface's language picker
 * shows them, so a creator finds theirs whatever the interface reads in. Empty: the course follows each
 * learner's interface language (how courses made before this setting behave).
 */
export function LanguageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: ReactNode;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const data = [
    { value: "", label: t("courses.settings.language_follow") },
    ...LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName })),
  ];
  return (
    <Select
      id="course-language"
      label={t("courses.settings.language_label")}
      description={t("courses.settings.language_hint")}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? "")}
      allowDeselect={false}
      maw={420}
      error={error}
      data-testid="course-language"
    />
  );
}
