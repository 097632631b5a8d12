import type { CurrencyCode } from "@coursewright/course-model";
import { Stack, Text } from "@mantine/core";
import { IconSchool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { SortableList } from "../../screenParts/SortableList";
import { type CourseDraft, moveItem } from "../courseDrafts";
import type { PriceProblem } from "../priceDraft";
import { AddCourseField } from "./AddCourseField";
import { CourseRow } from "./CourseRow";
import { useSortableLabels } from "./useSortableLabels";

export interface CoursesSectionProps {
  drafts: CourseDraft[];
  onChange(drafts: CourseDraft[]): void;
  currency: CurrencyCode;
  problems: Map<number, PriceProblem>;
}

/** The hub's courses in the order visitors see them, each with featured, price, categories and tags. */
export function CoursesSection({ drafts, onChange, currency, problems }: CoursesSectionProps) {
  const { t } = useTranslation();
  const labels = useSortableLabels();
  const replace = (index: number, draft: CourseDraft) => onChange(drafts.map((d, i) => (i === index ? draft : d)));
  return (
    <SettingsSection title={t("hubs_admin.courses.title")} hint={t("hubs_admin.courses.hint")} testId="hub-courses">
      <AddCourseField
        exclude={drafts.map((draft) => draft.course_id)}
        onAdd={(course) =>
          onChange([
            ...drafts,
            {
              course_id: course.id,
              title: course.title,
              image_url: course.image_url,
              featured: false,
              price: { free: true, text: "" },
              category_ids: [],
              tag_ids: [],
            },
          ])
        }
      />
      {drafts.length === 0 ? (
        <Stack align="center" gap={6} py="lg" ta="center" data-testid="hub-courses-empty">
          <IconSchool size={32} aria-hidden color="var(--mantine-color-gray-5)" />
          <Text fw={600}>{t("hubs_admin.courses.empty_title")}</Text>
          <Text size="sm" c="dimmed" maw={420}>
            {t("hubs_admin.courses.empty_text")}
          </Text>
        </Stack>
      ) : (
        <SortableList
          items={drafts}
          idOf={(draft) => draft.course_id}
          titleOf={(draft) => draft.title}
          onMove={(from, to) => onChange(moveItem(drafts, from, to))}
          labels={labels}
          testId="hub-course-list"
          renderItem={(draft, handle, index) => (
            <CourseRow
              draft={draft}
              position={index + 1}
              currency={currency}
              handle={handle}
              problem={problems.get(draft.course_id)}
              onChange={(next) => replace(index, next)}
              onRemove={() => onChange(drafts.filter((_, i) => i !== index))}
            />
          )}
        />
      )}
    </SettingsSection>
  );
}
