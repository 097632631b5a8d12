import { bannerRequestSchema, type HubBanner, type HubBundle, type HubCourse } from "@coursewright/course-model";
import { SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HubImageField } from "../fields/HubImageField";
import type { ImageChoice } from "../hubForm";
import { browserTimeZone, instantToWallTime, wallTimeToInstant } from "../localTimes";
import { hubPageOptions } from "./bannerLinks";
import { ItemDialog } from "./ItemDialog";
import { useItemForm } from "./useItemForm";

type LinkKind = HubBanner["link_kind"];

interface BannerValues {
  image: ImageChoice | null;
  title: string;
  text: string;
  link_kind: LinkKind;
  internal: string | null;
  external: string;
  active_from: string;
  active_to: string;
}

const FIELDS = ["image_media_id", "title", "text", "link_kind", "link", "active_from", "active_to"];

function valuesOf(banner: HubBanner | null): BannerValues {
  return {
    image: banner?.image ? { media_id: banner.image.media_id, url: banner.image.thumb_url ?? banner.image.url } : null,
    title: banner?.title ?? "",
    text: banner?.text ?? "",
    link_kind: banner?.link_kind ?? "none",
    internal: banner?.link_kind === "internal" ? banner.link : null,
    external: banner?.link_kind === "external" ? (banner.link ?? "") : "",
    active_from: instantToWallTime(banner?.active_from ?? null),
    active_to: instantToWallTime(banner?.active_to ?? null),
  };
}

export interface BannerDialogProps {
  hub: { id: number; slug: string };
  courses: HubCourse[];
  bundles: HubBundle[];
  /** null: a new banner; undefined: closed. */
  banner: HubBanner | null | undefined;
  nextOrder: number;
  onClose(): void;
}

/** A banner of the landing carousel: image, title, text, where it leads, and when it shows. */
export function BannerDialog(props: BannerDialogProps) {
  return props.banner === undefined ? null : (
    <BannerForm key={props.banner?.id ?? "new"} {...props} banner={props.banner} />
  );
}

function BannerForm({
  hub,
  courses,
  bundles,
  banner,
  nextOrder,
  onClose,
}: BannerDialogProps & { banner: HubBanner | null }) {
  const { t } = useTranslation();
  const [initial] = useState(() => valuesOf(banner));
  const [values, setValues] = useState(initial);
  const form = useItemForm(hub.id, "banners", bannerRequestSchema, FIELDS);
  const set = (change: Partial<BannerValues>) => setValues((current) => ({ ...current, ...change }));
  const close = () => {
    form.reset();
    onClose();
  };
  const zone = browserTimeZone();
  const pages = hubPageOptions(hub.id, hub.slug, courses, bundles).map((page) => ({
    value: page.value,
    label: page.title
      ? t(`hubs_admin.banners.page_${page.kind}`, { title: page.title })
      : t(`hubs_admin.banners.page_${page.kind}`),
  }));
  // A stored link to a page no longer offered (a course that left the hub) stays choosable as it is.
  if (values.internal && !pages.some((page) => page.value === values.internal))
    pages.push({ value: values.internal, label: values.internal });

  const submit = () => {
    const from = wallTimeToInstant(values.active_from, zone);
    const to = wallTimeToInstant(values.active_to, zone);
    const link =
      values.link_kind === "internal"
        ? values.internal
        : values.link_kind === "external"
          ? values.external.trim()
          : null;
    const body = {
      image_media_id: values.image?.media_id ?? null,
      title: values.title,
      text: values.text,
      link_kind: values.link_kind,
      link,
      order: banner?.order ?? nextOrder,
      active_from: from ?? null,
      active_to: to ?? null,
    };
    const extra: Record<string, string> = {};
    if (from === undefined) extra.active_from = t("validation.date_time");
    if (to === undefined) extra.active_to = t("validation.date_time");
    if (values.link_kind === "internal" && !values.internal) extra.link = t("validation.required");
    form.submit(body, extra, banner?.id, values.title.trim(), close);
  };

  return (
    <ItemDialog
      opened
      title={banner ? t("hubs_admin.banners.edit_title") : t("hubs_admin.banners.add_title")}
      onClose={close}
      onSubmit={submit}
      saving={form.saving}
      error={form.formError}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      testId="hub-banner-dialog"
    >
      <TextInput
        label={t("hubs_admin.fields.title")}
        required
        maxLength={255}
        value={values.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
        error={form.errors.title}
        data-autofocus
        data-testid="hub-banner-title"
      />
      <Textarea
        label={t("hubs_admin.banners.text")}
        maxLength={1000}
        autosize
        minRows={2}
        maxRows={5}
        value={values.text}
        onChange={(event) => set({ text: event.currentTarget.value })}
        error={form.errors.text}
        data-testid="hub-banner-text"
      />
      <HubImageField
        id="hub-banner-image"
        label={t("hubs_admin.fields.image")}
        hint={t("hubs_admin.banners.image_hint")}
        value={values.image}
        onChange={(image) => set({ image })}
        error={form.errors.image_media_id}
        testId="hub-banner-image"
      />
      <Stack gap={6}>
        <Text size="sm" fw={500} id="hub-banner-link-label">
          {t("hubs_admin.banners.link")}
        </Text>
        <SegmentedControl
          value={values.link_kind}
          onChange={(kind) => set({ link_kind: kind === "internal" || kind === "external" ? kind : "none" })}
          aria-labelledby="hub-banner-link-label"
          data={[
            { value: "none", label: t("hubs_admin.banners.link_none") },
            { value: "internal", label: t("hubs_admin.banners.link_internal") },
            { value: "external", label: t("hubs_admin.banners.link_external") },
          ]}
          data-testid="hub-banner-link-kind"
        />
      </Stack>
      {values.link_kind === "internal" && (
        <Select
          label={t("hubs_admin.banners.page")}
          data={pages}
          value={values.internal}
          onChange={(internal) => set({ internal })}
          error={form.errors.link}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="hub-banner-page"
        />
      )}
      {values.link_kind === "external" && (
        <TextInput
          label={t("hubs_admin.banners.address")}
          placeholder="https://"
          type="url"
          value={values.external}
          onChange={(event) => set({ external: event.currentTarget.value })}
          error={form.errors.link}
          dir="ltr"
          data-testid="hub-banner-url"
        />
      )}
      <div className="cw-hub-fields-2">
        <TextInput
          type="datetime-local"
          label={t("hubs_admin.banners.active_from")}
          description={t("hubs_admin.banners.active_hint", { zone })}
          value={values.active_from}
          onChange={(event) => set({ active_from: event.currentTarget.value })}
          error={form.errors.active_from}
          inputWrapperOrder={["label", "input", "description", "error"]}
          data-testid="hub-banner-from"
        />
        <TextInput
          type="datetime-local"
          label={t("hubs_admin.banners.active_to")}
          description={t("hubs_admin.banners.active_to_hint")}
          value={values.active_to}
          onChange={(event) => set({ active_to: event.currentTarget.value })}
          error={form.errors.active_to}
          inputWrapperOrder={["label", "input", "description", "error"]}
          data-testid="hub-banner-to"
        />
      </div>
    </ItemDialog>
  );
}
