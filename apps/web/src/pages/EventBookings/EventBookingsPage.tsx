import { Box, Button, Paper, Stack, Tabs, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarEvent, IconHistory, IconShare, IconTicket } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../shell/PageTitle";

type BookingsWhen = "upcoming" | "past";

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

/**
 * /events/get_bookings (spec 2 "My event bookings"): the learner's event seats, upcoming and past. Booking arrives
 * with the selling issue (decision 011); until then nobody holds a booking, so each tab shows its empty state, and
 * the booking list takes its place in the same tab.
 */
export default function EventBookingsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const when = readWhen(search);
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
            <NoBookings when="upcoming" />
          </Tabs.Panel>
          <Tabs.Panel value="past">
            <NoBookings when="past" />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Box>
  );
}
