import type { EventBooking } from "@coursewright/course-model";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCalendarPlus, IconClock, IconMapPin, IconVideo, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { browserTimeZone } from "../../hubs/localTimes";
import { languageInfo, useLanguage } from "../../i18n/language";
import { bookingTimes } from "../../selling/bookingTimes";

const STATUS_COLOR = { held: "gray", confirmed: "green", cancelled: "gray", refunded: "orange" } as const;

/** One booked event: when (on the learner's clock and the event's), where, the calendar file and cancelling. */
export function BookingCard({ booking, onCancel }: { booking: EventBooking; onCancel(booking: EventBooking): void }) {
  const { t } = useTranslation();
  const locale = languageInfo(useLanguage((s) => s.code)).bcp47;
  const { event } = booking;
  const zone = browserTimeZone();
  const times = bookingTimes(event, zone, locale);
  const confirmed = booking.status === "confirmed";
  const titleId = `booking-${booking.id}-title`;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId} data-testid="booking-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId} dir="auto">
              {event.title}
            </Title>
            <Text size="sm" c="dimmed" dir="auto">
              {event.hub_name}
            </Text>
          </Stack>
          {!confirmed && (
            <Badge variant="dot" color={STATUS_COLOR[booking.status]} data-testid="booking-status">
              {t(`selling_admin.bookings.state.${booking.status}`)}
            </Badge>
          )}
        </Group>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconClock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={0}>
            <Text size="sm" fw={600} data-testid="booking-time">
              {times.mine}
            </Text>
            <Text size="xs" c="dimmed" data-testid="booking-zone">
              {times.theirs
                ? t("selling_admin.my_bookings.event_time", { time: times.theirs, zone: event.time_zone })
                : t("selling_admin.my_bookings.same_zone", { zone: event.time_zone })}
            </Text>
          </Stack>
        </Group>
        {event.place && (
          <Group gap={8} wrap="nowrap">
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" dir="auto" data-testid="booking-place">
              {event.place}
            </Text>
          </Group>
        )}
        {event.online_url && (
          <Group gap={8} wrap="nowrap">
            <IconVideo size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Anchor
              href={event.online_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              dir="ltr"
              style={{ overflowWrap: "anywhere" }}
              data-testid="booking-online"
            >
              {t("selling_admin.my_bookings.join", { url: event.online_url })}
            </Anchor>
          </Group>
        )}
        {booking.paid && confirmed && booking.can_cancel && (
          <Text size="xs" c="dimmed">
            {t("selling_admin.my_bookings.paid_note")}
          </Text>
        )}
        {confirmed && (
          <Group gap="sm">
            <Button
              component="a"
              href={booking.ics_url}
              download={`event-${event.id}.ics`}
              variant="light"
              size="sm"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              data-testid="booking-ics"
            >
              {t("selling_admin.my_bookings.add_to_calendar")}
            </Button>
            {booking.can_cancel && (
              <Button
                variant="default"
                color="red"
                size="sm"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => onCancel(booking)}
                data-testid="booking-cancel"
              >
                {t("selling_admin.my_bookings.cancel")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
