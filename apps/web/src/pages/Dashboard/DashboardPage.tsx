import { hasPermission, PERMISSIONS } from "@coursewright/course-model";
import { Box, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import {
  IconApi,
  IconBooks,
  IconBuilding,
  IconCalendar,
  IconCertificate,
  IconChartBar,
  IconLifebuoy,
  IconPalette,
  IconPhoto,
  IconShare,
  IconTicket,
  IconTools,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../api/queries";
import { ReportsCardFigure } from "../../reports/ReportsCardFigure";
import { useSession } from "../../session/store";
import { PageTitle } from "../../shell/PageTitle";
import { ContinueCourses } from "./ContinueCourses";
import { DashboardCard, type DashboardCardProps } from "./DashboardCard";

function creatorCards(t: (key: string) => string, showHubs: boolean): DashboardCardProps[] {
  const cards: DashboardCardProps[] = [
    {
      to: "/createCourse",
      icon: IconTools,
      color: "brand",
      title: t("dashboard.creator.new_course"),
      text: t("dashboard.creator.new_course_text"),
    },
    {
      to: "/coursesList",
      icon: IconBooks,
      color: "indigo",
      title: t("nav.courses"),
      text: t("dashboard.creator.courses_text"),
    },
    {
      to: "/medialibrary",
      icon: IconPhoto,
      color: "teal",
      title: t("nav.media_library"),
      text: t("dashboard.creator.media_text"),
    },
    {
      to: "/themesList",
      icon: IconPalette,
      color: "grape",
      title: t("nav.themes"),
      text: t("dashboard.creator.themes_text"),
    },
    {
      to: "/reports/main",
      icon: IconChartBar,
      color: "orange",
      title: t("nav.reports"),
      text: t("dashboard.creator.reports_text"),
      figure: <ReportsCardFigure />,
    },
    {
      to: "/course_hubs",
      icon: IconBuilding,
      color: "cyan",
      title: t("nav.course_hubs"),
      text: t("dashboard.creator.hubs_text"),
    },
    {
      to: "/integrationsApi",
      icon: IconApi,
      color: "gray",
      title: t("nav.integrations"),
      text: t("dashboard.creator.integrations_text"),
    },
    {
      to: "/support/send_message",
      icon: IconLifebuoy,
      color: "pink",
      title: t("nav.support"),
      text: t("dashboard.creator.support_text"),
    },
  ];
  if (!showHubs) return cards.filter((c) => c.to !== "/course_hubs");
  // Spec 2: "My event bookings" is everyone's when hubs are shown.
  cards.push(bookingsCard(t));
  return cards;
}

function bookingsCard(t: (key: string) => string): DashboardCardProps {
  return {
    to: "/events/get_bookings",
    icon: IconTicket,
    color: "orange",
    title: t("nav.event_bookings"),
    text: t("dashboard.learner.bookings_text"),
  };
}

function learnerCards(t: (key: string) => string, showHubs: boolean): DashboardCardProps[] {
  const cards: DashboardCardProps[] = [
    {
      to: "/upcomingCourses",
      icon: IconCalendar,
      color: "brand",
      title: t("nav.upcoming_courses"),
      text: t("dashboard.learner.upcoming_text"),
    },
    {
      to: "/completedCourses",
      icon: IconCertificate,
      color: "green",
      title: t("nav.completed_courses"),
      text: t("dashboard.learner.completed_text"),
    },
  ];
  if (showHubs) {
    cards.push(
      {
        to: "/course_hubs/shared_to_me",
        icon: IconShare,
        color: "cyan",
        title: t("nav.hubs_shared_to_me"),
        text: t("dashboard.learner.hubs_text"),
      },
      bookingsCard(t),
    );
  }
  return cards;
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const permissions = useSession((s) => s.permissions);
  const current = useCurrentUser();
  const isCreator = hasPermission(permissions, PERMISSIONS.createCourse);
  const showHubs = user?.show_hubs ?? false;

  // Spec 2: the dashboard shows a loading state until it knows who is looking.
  if (!user && current.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={36} w={320} />
        <Skeleton h={18} w={420} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Skeleton key={n} h={150} radius="lg" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  const cards = isCreator ? creatorCards(t, showHubs) : learnerCards(t, showHubs);
  return (
    <Box maw={1200} mx="auto">
      <Stack gap="xl">
        <PageTitle
          title={t("dashboard.welcome", { name: user?.name ?? "" })}
          subtitle={isCreator ? t("dashboard.creator.subtitle") : t("dashboard.learner.subtitle")}
        />
        {!isCreator && <ContinueCourses />}
        {/* No lone card on a last row: a creator's nine cards in threes, seven (hubs hidden) in fours. */}
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: isCreator ? (cards.length % 3 === 0 ? 3 : 4) : 2 }}
          spacing="lg"
          data-testid={isCreator ? "dashboard-creator" : "dashboard-learner"}
        >
          {cards.map((card) => (
            <DashboardCard key={card.to} {...card} />
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
