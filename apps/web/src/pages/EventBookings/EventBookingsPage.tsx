import type { EventBooking } from "@coursewright/course-model";
import { Box, Button, Group, Pagination, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarEvent, IconHistory, IconShare, IconTicket, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { showServerError } from "../../forms/serverErrors";
import type { BookingsWhen } from "../../selling/api";
import { useCancelBooking, useMyBookings } from "../../selling/queries";
import { ConfirmDialog } from "../../shell/ConfirmDialog";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { notifySuccess } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";
import { BookingCard } from "./BookingCard";

function readWhen(search: URLSearchParams): BookingsWhen {
  return search.get("when") === "past" ? "past" : "upcoming";
}

/** A tab without bookings: what will be here and where events are found. */
function NoBookings({ when }: { when: BookingsWhen }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 56 }} data-testid={`bookings-empty-${when}`}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={76} radius="xl" variant="light" color="orange" aria-hidden>
          {when === "upcoming" ? <IconTicket size={38} /> : <IconHistory size={38} />}
        </ThemeIcon>
        <Title order={2} size="h3">
          {t(`hubs_learner.bookings.${when}_empty_title`)}
        </Title>
        <Text c="gray.7" maw={480}>
          {t(`hubs_learner.bookings.${when}_empty_text`)}
        </Text>
        {when === "upcoming" && (
          <Button
            component={Link}
            to="/course_hubs/shared_to_me"
            variant="light"
            leftSection={<IconShare size={16} aria-hidden />}
            mt="xs"
          >
            {t("hubs_learner.bookings.to_shared_hubs")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A tab's bookings (20 to a page): loading, failed, empty, or the cards with pages. */
function BookingsTab({
  when,
  page,
  onPage,
  onCancel,
}: {
  when: BookingsWhen;
  page: number;
  onPage(page: number): void;
  onCancel(booking: EventBooking): void;
}) {
  const { t } = useTranslation();
  const list = useMyBookings(when, page);
  if (list.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t("common.loading")} data-testid="bookings-loading">
        <Skeleton h={150} radius="lg" />
        <Skeleton h={150} radius="lg" />
      </Stack>
    );
  }
  if (list.isError && !list.data) {
    return (
      <LoadErrorAlert
        title={t("selling_admin.my_bookings.load_failed_title")}
        text={t("selling_admin.my_bookings.load_failed")}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const bookings = list.data?.data ?? [];
  if (bookings.length === 0) return <NoBookings when={when} />;
  const lastPage = list.data?.meta.last_page ?? 1;
  return (
    <Stack gap="md" aria-busy={list.isPlaceholderData} data-testid={`bookings-list-${when}`}>
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} onCancel={onCancel} />
      ))}
      {lastPage > 1 && (
        <Group justify="center">
          <Pagination
            total={lastPage}
            value={Math.min(page, lastPage)}
            onChange={onPage}
            getItemProps={(n) => ({ "aria-label": t("hubs_admin.paging.page", { page: n }) })}
            getControlProps={(control) => ({ "aria-label": t(`hubs_admin.paging.${control}`) })}
            aria-label={t("selling_admin.my_bookings.paging")}
          />
        </Group>
      )}
    </Stack>
  );
}

/**
 * /events/get_bookings (spec 2 "My event bookings"): the learner's event seats, upcoming and past, each on the
 * learner's clock with the event's zone named, its place or online link, a calendar file and, where the creator
 * allows it, cancelling (asked first).
 */
export default function EventBookingsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const when = readWhen(search);
  const page = pageOf(search.get("page"));
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<EventBooking | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const setPage = (next: number) => {
    const query: Record<string, string> = when === "past" ? { when: "past" } : {};
    if (next > 1) query.page = String(next);
    setSearch(query);
  };
  const closeCancel = () => {
    setCancelling(null);
    setCancelError(null);
  };
  const confirmCancel = () => {
    if (!cancelling) return;
    setCancelError(null);
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        notifySuccess(t("selling_admin.my_bookings.cancelled", { title: cancelling.event.title }));
        closeCancel();
      },
      onError: (error) =>
        setCancelError(
          showServerError(error, { fields: [], setErrors: () => undefined }, t) ??
            t("selling_admin.my_bookings.cancel_failed"),
        ),
    });
  };
  return (
    <Box maw={1100} mx="auto">
      <Stack gap="lg">
        <PageTitle title={t("nav.event_bookings")} subtitle={t("hubs_learner.bookings.subtitle")} />
        <Tabs
          value={when}
          onChange={(next) => setSearch(next === "past" ? { when: "past" } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t("hubs_learner.bookings.tabs")} mb="lg">
            <Tabs.Tab value="upcoming" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
              {t("hubs_learner.bookings.upcoming")}
            </Tabs.Tab>
            <Tabs.Tab value="past" leftSection={<IconHistory size={16} aria-hidden />}>
              {t("hubs_learner.bookings.past")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming">
            <BookingsTab when="upcoming" page={page} onPage={setPage} onCancel={setCancelling} />
          </Tabs.Panel>
          <Tabs.Panel value="past">
            <BookingsTab when="past" page={page} onPage={setPage} onCancel={setCancelling} />
          </Tabs.Panel>
        </Tabs>
        <ConfirmDialog
          opened={cancelling !== null}
          title={t("selling_admin.my_bookings.cancel_title")}
          closeLabel={t("selling_admin.close")}
          cancelLabel={t("selling_admin.my_bookings.keep")}
          confirmLabel={t("selling_admin.my_bookings.cancel_confirm")}
          confirmIcon={<IconX size={16} aria-hidden />}
          busy={cancel.isPending}
          error={cancelError}
          onConfirm={confirmCancel}
          onClose={closeCancel}
          testId="booking-cancel-dialog"
        >
          <Text>{t("selling_admin.my_bookings.cancel_text", { title: cancelling?.event.title ?? "" })}</Text>
          {cancelling?.paid && (
            <Text size="sm" fw={600}>
              {t("selling_admin.my_bookings.cancel_paid")}
            </Text>
          )}
        </ConfirmDialog>
      </Stack>
    </Box>
  );
}
