import { type CurrencyCode, eventRequestSchema, type HubEvent } from "@coursewright/course-model";
import { Checkbox, NumberInput, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "../../blocks/shared/RichTextEditor";
import { languageInfo, useLanguage } from "../../i18n/language";
import { wallTimeElsewhere } from "../eventTimes";
import { HubImageField } from "../fields/HubImageField";
import { PriceField } from "../fields/PriceField";
import { TimeZoneSelect } from "../fields/TimeZoneSelect";
import type { ImageChoice } from "../hubForm";
import { browserTimeZone } from "../localTimes";
import { type PriceDraft, priceDraftOf, priceProblemParams, readPriceDraft } from "../priceDraft";
import { ItemDialog } from "./ItemDialog";
import { useItemForm } from "./useItemForm";

type Where = "online" | "place" | "both";

interface EventValues {
  title: string;
  description: string;
  image: ImageChoice | null;
  time_zone: string;
  starts_at: string;
  ends_at: string;
  where: Where;
  online_url: string;
  place: string;
  capacity: number | "";
  price: PriceDraft;
  booking_deadline: string;
  cancellation_allowed: boolean;
}

const FIELDS = [
  "title",
  "description",
  "image_media_id",
  "time_zone",
  "starts_at",
  "ends_at",
  "online_url",
  "place",
  "capacity",
  "price",
  "booking_deadline",
  "cancellation_allowed",
];

function valuesOf(event: HubEvent | null, currency: CurrencyCode): EventValues {
  const online = event?.online_url ?? "";
  const place = event?.place ?? "";
  return {
    title: event?.title ?? "",
    description: event?.description ?? "",
    image: event?.image ? { media_id: event.image.media_id, url: event.image.thumb_url ?? event.image.url } : null,
    time_zone: event?.time_zone ?? browserTimeZone(),
    starts_at: event?.starts_at_local ?? "",
    ends_at: event?.ends_at_local ?? "",
    where: online && place ? "both" : place ? "place" : "online",
    online_url: online,
    place,
    capacity: event?.capacity ?? "",
    price: event ? priceDraftOf(event.price, currency) : { free: true, text: "" },
    booking_deadline: event?.booking_deadline_local ?? "",
    cancellation_allowed: event?.cancellation_allowed ?? false,
  };
}

export interface EventDialogProps {
  hubId: number;
  currency: CurrencyCode;
  /** null: a new event; undefined: closed. */
  event: HubEvent | null | undefined;
  onClose(): void;
}

/**
 * An event: times typed as the clock reads in the event's time zone (the browser's by default), online or in a
 * place, capacity, price and booking deadline.
 */
export function EventDialog(props: EventDialogProps) {
  return props.event === undefined ? null : <EventForm key={props.event?.id ?? "new"} {...props} event={props.event} />;
}

function EventForm({ hubId, currency, event, onClose }: EventDialogProps & { event: HubEvent | null }) {
  const { t } = useTranslation();
  const locale = languageInfo(useLanguage((s) => s.code)).bcp47;
  const [initial] = useState(() => valuesOf(event, currency));
  const [values, setValues] = useState(initial);
  const form = useItemForm(hubId, "events", eventRequestSchema, FIELDS);
  const set = (change: Partial<EventValues>) => setValues((current) => ({ ...current, ...change }));
  const close = () => {
    form.reset();
    onClose();
  };
  const mine = browserTimeZone();
  const onMyClock = (wall: string) =>
    values.time_zone !== mine && wall ? wallTimeElsewhere(wall, values.time_zone, mine, locale) : null;

  const submit = () => {
    const price = readPriceDraft(values.price, currency);
    const online = values.where !== "place" ? values.online_url.trim() : "";
    const place = values.where !== "online" ? values.place.trim() : "";
    const body = {
      title: values.title,
      description: values.description,
      image_media_id: values.image?.media_id ?? null,
      starts_at: values.starts_at,
      ends_at: values.ends_at,
      time_zone: values.time_zone,
      online_url: online === "" ? null : online,
      place: place === "" ? null : place,
      capacity: values.capacity === "" ? null : values.capacity,
      price: price.ok ? price.minor : 0,
      booking_deadline: values.booking_deadline === "" ? null : values.booking_deadline,
      cancellation_allowed: values.cancellation_allowed,
    };
    const extra: Record<string, string> = price.ok
      ? {}
      : { price: t(`hubs_admin.price.problem_${price.problem}`, priceProblemParams(currency)) };
    if (values.where !== "place" && online === "") extra.online_url = t("validation.required");
    if (values.where !== "online" && place === "") extra.place = t("validation.required");
    form.submit(body, extra, event?.id, values.title.trim(), close);
  };

  const wall = (field: "starts_at" | "ends_at" | "booking_deadline", label: string, hint?: string) => {
    const elsewhere = onMyClock(values[field]);
    return (
      <TextInput
        type="datetime-local"
        label={label}
        description={elsewhere ? t("hubs_admin.events.on_my_clock", { time: elsewhere, zone: mine }) : hint}
        required={field !== "booking_deadline"}
        value={values[field]}
        onChange={(change) => set({ [field]: change.currentTarget.value })}
        error={form.errors[field]}
        inputWrapperOrder={["label", "input", "description", "error"]}
        data-testid={`hub-event-${field}`}
      />
    );
  };

  return (
    <ItemDialog
      opened
      title={event ? t("hubs_admin.events.edit_title") : t("hubs_admin.events.add_title")}
      onClose={close}
      onSubmit={submit}
      saving={form.saving}
      error={form.formError}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      testId="hub-event-dialog"
    >
      <TextInput
        label={t("hubs_admin.fields.title")}
        required
        maxLength={255}
        value={values.title}
        onChange={(change) => set({ title: change.currentTarget.value })}
        error={form.errors.title}
        data-autofocus
        data-testid="hub-event-title"
      />
      <TimeZoneSelect
        label={t("hubs_admin.events.time_zone")}
        description={t("hubs_admin.events.time_zone_hint")}
        value={values.time_zone}
        onChange={(time_zone) => set({ time_zone })}
        error={form.errors.time_zone}
        testId="hub-event-zone"
      />
      <div className="cw-hub-fields-2">
        {wall("starts_at", t("hubs_admin.events.starts_at"))}
        {wall("ends_at", t("hubs_admin.events.ends_at"))}
      </div>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="hub-event-where-label">
          {t("hubs_admin.events.where")}
        </Text>
        <SegmentedControl
          value={values.where}
          onChange={(where) => set({ where: where === "place" || where === "both" ? where : "online" })}
          aria-labelledby="hub-event-where-label"
          data={[
            { value: "online", label: t("hubs_admin.events.online") },
            { value: "place", label: t("hubs_admin.events.in_place") },
            { value: "both", label: t("hubs_admin.events.both") },
          ]}
          data-testid="hub-event-where"
        />
      </Stack>
      {values.where !== "place" && (
        <TextInput
          label={t("hubs_admin.events.online_url")}
          description={t("hubs_admin.events.online_url_hint")}
          placeholder="https://"
          type="url"
          value={values.online_url}
          onChange={(change) => set({ online_url: change.currentTarget.value })}
          error={form.errors.online_url}
          dir="ltr"
          data-testid="hub-event-online-url"
        />
      )}
      {values.where !== "online" && (
        <TextInput
          label={t("hubs_admin.events.place")}
          placeholder={t("hubs_admin.events.place_placeholder")}
          maxLength={500}
          value={values.place}
          onChange={(change) => set({ place: change.currentTarget.value })}
          error={form.errors.place}
          data-testid="hub-event-place"
        />
      )}
      <div className="cw-hub-fields-2">
        <NumberInput
          label={t("hubs_admin.events.capacity")}
          description={t("hubs_admin.events.capacity_hint")}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={values.capacity}
          onChange={(capacity) => set({ capacity: typeof capacity === "number" ? capacity : "" })}
          error={form.errors.capacity}
          inputWrapperOrder={["label", "input", "description", "error"]}
          data-testid="hub-event-capacity"
        />
        {wall(
          "booking_deadline",
          t("hubs_admin.events.booking_deadline"),
          t("hubs_admin.events.booking_deadline_hint"),
        )}
      </div>
      <Checkbox
        label={t("selling_admin.events.cancellation_allowed")}
        description={t("selling_admin.events.cancellation_allowed_hint")}
        checked={values.cancellation_allowed}
        onChange={(change) => set({ cancellation_allowed: change.currentTarget.checked })}
        error={form.errors.cancellation_allowed}
        data-testid="hub-event-cancellation-allowed"
      />
      <PriceField
        label={t("hubs_admin.fields.price")}
        value={values.price}
        currency={currency}
        onChange={(price) => set({ price })}
        error={form.errors.price}
        testId="hub-event-price"
      />
      <HubImageField
        id="hub-event-image"
        label={t("hubs_admin.fields.image")}
        value={values.image}
        onChange={(image) => set({ image })}
        error={form.errors.image_media_id}
        testId="hub-event-image"
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
