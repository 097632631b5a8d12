import type { CurrencyCode } from "@coursewright/course-model";
import { ActionIcon, Paper, Switch, Text, Tooltip } from "@mantine/core";
import { IconBook, IconStar, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CourseDraft } from "../courseDrafts";
import { LabelMultiSelect } from "../fields/LabelMultiSelect";
import { PriceField } from "../fields/PriceField";
import { type PriceProblem, priceProblemParams } from "../priceDraft";

export interface CourseRowProps {
  draft: CourseDraft;
  position: number;
  currency: CurrencyCode;
  handle: ReactNode;
  problem: PriceProblem | undefined;
  onChange(draft: CourseDraft): void;
  onRemove(): void;
}

/** One course of the hub: its place (the handle), featured, price, categories and tags, and removal. */
export function CourseRow({ draft, position, currency, handle, problem, onChange, onRemove }: CourseRowProps) {
  const { t } = useTranslation();
  const set = (change: Partial<CourseDraft>) => onChange({ ...draft, ...change });
  return (
    <Paper withBorder radius="lg" p="sm" className="cw-hub-course" data-testid="hub-course-row">
      <div className="cw-hub-course__head">
        {handle}
        <div className="cw-hub-course__thumb" aria-hidden>
          {draft.image_url ? <img src={draft.image_url} alt="" /> : <IconBook size={20} />}
        </div>
        <div className="cw-hub-course__title">
          <Text size="xs" c="dimmed">
            {t("hubs_admin.courses.position", { position })}
          </Text>
          <Text fw={600} truncate="end" dir="auto" data-testid="hub-course-title">
            {draft.title}
          </Text>
        </div>
        <Switch
          label={t("hubs_admin.courses.featured")}
          checked={draft.featured}
          onChange={(event) => set({ featured: event.currentTarget.checked })}
          thumbIcon={draft.featured ? <IconStar size={10} aria-hidden /> : undefined}
          aria-label={t("hubs_admin.courses.featured_of", { title: draft.title })}
          data-testid="hub-course-featured"
        />
        <Tooltip label={t("hubs_admin.courses.remove")} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onRemove}
            aria-label={t("hubs_admin.courses.remove_of", { title: draft.title })}
            data-testid="hub-course-remove"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
      <div className="cw-hub-course__fields">
        <PriceField
          label={t("hubs_admin.fields.price")}
          value={draft.price}
          currency={currency}
          onChange={(price) => set({ price })}
          error={problem ? t(`hubs_admin.price.problem_${problem}`, priceProblemParams(currency)) : undefined}
          testId="hub-course-price"
        />
        <LabelMultiSelect
          kind="categories"
          label={t("hubs_admin.fields.categories")}
          value={draft.category_ids}
          onChange={(category_ids) => set({ category_ids })}
          testId="hub-course-categories"
        />
        <LabelMultiSelect
          kind="tags"
          label={t("hubs_admin.fields.tags")}
          value={draft.tag_ids}
          onChange={(tag_ids) => set({ tag_ids })}
          testId="hub-course-tags"
        />
      </div>
    </Paper>
  );
}
