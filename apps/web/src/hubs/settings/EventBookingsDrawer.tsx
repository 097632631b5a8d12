import type { EventAttendee, HubEvent } from "@coursewright/course-model";
import {
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { languageInfo, useLanguage } from "../../i18n/language";
import { sellingApi } from "../../selling/api";
import { downloadCsv } from "../../selling/download";
import { formatDateTime } from "../../selling/format";
import { useEventBookings, useMarkAttended } from "../../selling/queries";
import { ScrollRegion } from "../../selling/ScrollRegion";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { notifyError } from "../../shell/notify";
import { formatInZone } from "../eventTimes";
import "../../selling/selling.css";

const STATUS_COLOR = { held: "gray", confirmed: "green", cancelled: "gray", refunded: "orange" } as const;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** An event's bookings for its creator: seats taken and left, who comes (and who came), who waits; CSV. */
export function EventBookingsDrawer({
  hubId,
  event,
  onClose,
}: {
  hubId: number;
  event: HubEvent | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = languageInfo(useLanguage((s) => s.code)).bcp47;
  const query = useEventBookings(hubId, event?.id ?? null);
  const attended = useMarkAttended(hubId, event?.id ?? 0);
  const [downloading, setDownloading] = useState(false);
  const overview = query.data;

  const download = async () => {
    if (!event) return;
    setDownloading(true);
    try {
      await downloadCsv(sellingApi.eventBookingsCsvPath(hubId, event.id), {}, `event-${event.id}-bookings.csv`);
    } catch {
      notifyError(t("selling_admin.bookings.download_failed"));
    } finally {
      setDownloading(false);
    }
  };

  const toggle = (attendee: EventAttendee, value: boolean) =>
    attended.mutate(
      { bookingId: attendee.booking_id, attended: value },
      { onError: () => notifyError(t("selling_admin.bookings.attended_failed")) },
    );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={72} />
        <Skeleton h={160} />
      </Stack>
    );
  } else if (!overview) {
    body = (
      <LoadErrorAlert
        title={t("selling_admin.bookings.load_failed_title")}
        text={t("selling_admin.bookings.load_failed")}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const active = overview.attendees.filter((a) => a.status === "confirmed" || a.status === "held");
    const others = overview.attendees.filter((a) => a.status !== "confirmed" && a.status !== "held");
    const rows = [...active, ...others];
    body = (
      <Stack gap="lg" data-testid="event-bookings-body">
        {event && (
          <Text size="sm" c="dimmed">
            {t("hubs_admin.events.when", {
              start: formatInZone(event.starts_at, event.time_zone, locale),
              zone: event.time_zone,
            })}
          </Text>
        )}
        <SimpleGrid cols={3} spacing="sm">
          <Figure label={t("selling_admin.bookings.taken")} value={String(overview.taken)} testId="bookings-taken" />
          <Figure
            label={t("selling_admin.bookings.left")}
            value={overview.left === null ? t("selling_admin.bookings.no_limit") : String(overview.left)}
            testId="bookings-left"
          />
          <Figure
            label={t("selling_admin.bookings.waiting")}
            value={String(overview.waitlist.length)}
            testId="bookings-waiting"
          />
        </SimpleGrid>
        <Group justify="space-between" align="center">
          <Title order={3} size="h5">
            {t("selling_admin.bookings.attendees")}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
            disabled={rows.length === 0}
            data-testid="bookings-csv"
          >
            {t("selling_admin.bookings.csv")}
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="bookings-empty">
            {t("selling_admin.bookings.empty")}
          </Text>
        ) : (
          <ScrollRegion label={t("selling_admin.bookings.attendees")}>
            <Table verticalSpacing="xs" miw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("selling_admin.bookings.person")}</Table.Th>
                  <Table.Th scope="col">{t("selling_admin.bookings.status")}</Table.Th>
                  <Table.Th scope="col">{t("selling_admin.bookings.attended")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((attendee) => (
                  <Table.Tr key={attendee.booking_id} data-testid="bookings-row">
                    <Table.Td>
                      <Text size="sm" dir="auto">
                        {attendee.user.name}
                      </Text>
                      <Text size="xs" c="dimmed" dir="ltr">
                        {attendee.user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="dot" color={STATUS_COLOR[attendee.status]} miw="max-content">
                        {t(`selling_admin.bookings.state.${attendee.status}`)}
                      </Badge>
                      {attendee.order_id !== null && (
                        <Text size="xs" c="dimmed">
                          {t("selling_admin.bookings.paid_order", { id: attendee.order_id })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={attendee.attended}
                        disabled={attendee.status !== "confirmed"}
                        onChange={(change) => toggle(attendee, change.currentTarget.checked)}
                        aria-label={t("selling_admin.bookings.attended_of", { name: attendee.user.name })}
                        data-testid="bookings-attended"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
        <Title order={3} size="h5">
          {t("selling_admin.bookings.waitlist")}
        </Title>
        {overview.waitlist.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="waitlist-empty">
            {t("selling_admin.bookings.waitlist_empty")}
          </Text>
        ) : (
          <Stack gap={6} component="ol" className="cw-waitlist" data-testid="waitlist">
            {overview.waitlist.map((entry) => (
              <li key={entry.id}>
                <Text size="sm" dir="auto">
                  {entry.user.name}{" "}
                  <Text span size="xs" c="dimmed" dir="ltr">
                    {entry.user.email}
                  </Text>
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.offered_at
                    ? t("selling_admin.bookings.offered", { at: formatDateTime(entry.offered_at, locale) })
                    : t("selling_admin.bookings.waiting_since", { at: formatDateTime(entry.created_at, locale) })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Drawer
      opened={event !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={event ? t("selling_admin.bookings.title", { title: event.title }) : ""}
      closeButtonProps={{ "aria-label": t("selling_admin.close") }}
      data-testid="event-bookings-drawer"
    >
      {body}
    </Drawer>
  );
}
