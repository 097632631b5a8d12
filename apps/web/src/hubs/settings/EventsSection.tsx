import { type CurrencyCode, formatPrice, type HubEvent } from "@coursewright/course-model";
import { Button } from "@mantine/core";
import { IconCalendarEvent, IconMapPin, IconTag, IconTicket, IconUsers, IconVideo } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { languageInfo, useLanguage } from "../../i18n/language";
import { formatInZone } from "../eventTimes";
import { useHubItems } from "../queries";
import { DeleteItemDialog } from "./DeleteItemDialog";
import { EventBookingsDrawer } from "./EventBookingsDrawer";
import { EventDialog } from "./EventDialog";
import { ItemFact, ItemsSection } from "./ItemsSection";

/** The hub's events, soonest first, each shown at its time in its own zone. */
export function EventsSection({ hubId, currency }: { hubId: number; currency: CurrencyCode }) {
  const { t } = useTranslation();
  const locale = languageInfo(useLanguage((s) => s.code)).bcp47;
  const items = useHubItems(hubId, "events");
  const [editing, setEditing] = useState<HubEvent | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<HubEvent | null>(null);
  const [bookings, setBookings] = useState<HubEvent | null>(null);
  return (
    <ItemsSection<HubEvent>
      title={t("hubs_admin.events.title")}
      hint={t("hubs_admin.events.hint")}
      addLabel={t("hubs_admin.events.add")}
      empty={{
        icon: <IconCalendarEvent size={32} aria-hidden color="var(--mantine-color-gray-5)" />,
        title: t("hubs_admin.events.empty_title"),
        text: t("hubs_admin.events.empty_text"),
      }}
      items={items.data}
      loading={items.isPending}
      failed={items.isError}
      retry={() => void items.refetch()}
      details={(event) => (
        <>
          <ItemFact icon={<IconCalendarEvent size={14} aria-hidden />} testId="hub-events-when">
            {t("hubs_admin.events.when", {
              start: formatInZone(event.starts_at, event.time_zone, locale),
              zone: event.time_zone,
            })}
          </ItemFact>
          {event.is_online && (
            <ItemFact icon={<IconVideo size={14} aria-hidden />}>{t("hubs_admin.events.online")}</ItemFact>
          )}
          {event.place && <ItemFact icon={<IconMapPin size={14} aria-hidden />}>{event.place}</ItemFact>}
          <ItemFact icon={<IconUsers size={14} aria-hidden />}>
            {event.capacity === null
              ? t("hubs_admin.events.no_limit")
              : t("hubs_admin.events.seats", { booked: event.booked, capacity: event.capacity })}
          </ItemFact>
          <ItemFact icon={<IconTag size={14} aria-hidden />}>
            {event.price === 0 ? t("hubs_admin.price.free") : formatPrice(event.price, currency)}
          </ItemFact>
        </>
      )}
      onAdd={() => setEditing(null)}
      onEdit={setEditing}
      onDelete={setDeleting}
      extraAction={(event) => (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconTicket size={16} aria-hidden />}
          onClick={() => setBookings(event)}
          aria-label={t("selling_admin.bookings.open_of", { title: event.title })}
          data-testid="hub-events-bookings"
        >
          {t("selling_admin.bookings.open")}
        </Button>
      )}
      testPrefix="hub-events"
    >
      <EventDialog hubId={hubId} currency={currency} event={editing} onClose={() => setEditing(undefined)} />
      <DeleteItemDialog hubId={hubId} kind="events" item={deleting} onClose={() => setDeleting(null)} />
      <EventBookingsDrawer hubId={hubId} event={bookings} onClose={() => setBookings(null)} />
    </ItemsSection>
  );
}
