import { bundleRequestSchema, type CurrencyCode, type HubBundle, type HubCourse } from "@coursewright/course-model";
import { MultiSelect, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "../../blocks/shared/RichTextEditor";
import { HubImageField } from "../fields/HubImageField";
import { PriceField } from "../fields/PriceField";
import type { ImageChoice } from "../hubForm";
import { type PriceDraft, priceDraftOf, priceProblemParams, readPriceDraft } from "../priceDraft";
import { ItemDialog } from "./ItemDialog";
import { useItemForm } from "./useItemForm";

interface BundleValues {
  title: string;
  description: string;
  image: ImageChoice | null;
  course_ids: string[];
  price: PriceDraft;
}

const FIELDS = ["title", "description", "image_media_id", "course_ids", "price"];

function valuesOf(bundle: HubBundle | null, currency: CurrencyCode): BundleValues {
  return {
    title: bundle?.title ?? "",
    description: bundle?.description ?? "",
    image: bundle?.image ? { media_id: bundle.image.media_id, url: bundle.image.thumb_url ?? bundle.image.url } : null,
    course_ids: (bundle?.course_ids ?? []).map(String),
    price: bundle ? priceDraftOf(bundle.price, currency) : { free: false, text: "" },
  };
}

export interface BundleDialogProps {
  hubId: number;
  currency: CurrencyCode;
  /** The hub's saved courses: a bundle holds courses of its hub. */
  courses: HubCourse[];
  /** null: a new bundle; undefined: closed. */
  bundle: HubBundle | null | undefined;
  /** Where a new bundle goes (after the others). */
  nextOrder: number;
  onClose(): void;
}

/** A bundle: title, description, image, the hub's courses it holds (in the order chosen) and its one price. */
export function BundleDialog(props: BundleDialogProps) {
  const { bundle } = props;
  return bundle === undefined ? null : <BundleForm key={bundle?.id ?? "new"} {...props} bundle={bundle} />;
}

function BundleForm({
  hubId,
  currency,
  courses,
  bundle,
  nextOrder,
  onClose,
}: BundleDialogProps & { bundle: HubBundle | null }) {
  const { t } = useTranslation();
  const [initial] = useState(() => valuesOf(bundle, currency));
  const [values, setValues] = useState(initial);
  const form = useItemForm(hubId, "bundles", bundleRequestSchema, FIELDS);
  const set = (change: Partial<BundleValues>) => setValues((current) => ({ ...current, ...change }));
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = () => {
    const price = readPriceDraft(values.price, currency);
    const body = {
      title: values.title,
      description: values.description,
      image_media_id: values.image?.media_id ?? null,
      course_ids: values.course_ids.map(Number),
      price: price.ok ? price.minor : 0,
      order: bundle?.order ?? nextOrder,
    };
    const extra: Record<string, string> = price.ok
      ? {}
      : { price: t(`hubs_admin.price.problem_${price.problem}`, priceProblemParams(currency)) };
    form.submit(body, extra, bundle?.id, values.title.trim(), close);
  };
  return (
    <ItemDialog
      opened
      title={bundle ? t("hubs_admin.bundles.edit_title") : t("hubs_admin.bundles.add_title")}
      onClose={close}
      onSubmit={submit}
      saving={form.saving}
      error={form.formError}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      testId="hub-bundle-dialog"
    >
      <TextInput
        label={t("hubs_admin.fields.title")}
        required
        maxLength={255}
        value={values.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
        error={form.errors.title}
        data-autofocus
        data-testid="hub-bundle-title"
      />
      <MultiSelect
        label={t("hubs_admin.bundles.courses")}
        description={t("hubs_admin.bundles.courses_hint")}
        placeholder={values.course_ids.length === 0 ? t("hubs_admin.bundles.courses_placeholder") : undefined}
        data={courses.map((course) => ({ value: String(course.course_id), label: course.title }))}
        value={values.course_ids}
        onChange={(course_ids) => set({ course_ids })}
        error={form.errors.course_ids}
        nothingFoundMessage={t("hubs_admin.bundles.no_courses")}
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="hub-bundle-courses"
      />
      <PriceField
        label={t("hubs_admin.fields.price")}
        value={values.price}
        currency={currency}
        onChange={(price) => set({ price })}
        error={form.errors.price}
        testId="hub-bundle-price"
      />
      <HubImageField
        id="hub-bundle-image"
        label={t("hubs_admin.fields.image")}
        value={values.image}
        onChange={(image) => set({ image })}
        error={form.errors.image_media_id}
        testId="hub-bundle-image"
      />
      <RichTextEditor
        label={t("hubs_admin.fields.description")}
        value={values.description}
        onChange={(description) => set({ description })}
        minHeight={120}
      />
    </ItemDialog>
  );
}
