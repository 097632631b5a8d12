import { Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBooks, IconPlus, IconSearch, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";

export function CourseGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t("common.loading")} data-testid="courses-loading">
      <div className="cw-course-grid">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
          <Paper key={n} withBorder radius="lg" style={{ overflow: "hidden" }}>
            <Skeleton className="cw-course-skeleton-thumb" h="auto" radius={0} />
            <Stack gap={10} p="md">
              <Skeleton h={16} w="80%" />
              <Skeleton h={12} w="50%" />
            </Stack>
          </Paper>
        ))}
      </div>
    </div>
  );
}

function EmptyFrame({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 56 }} data-testid="courses-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={76} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The first visit: no course yet, so the screen explains what a course is and offers to make one. */
export function NoCoursesYet() {
  const { t } = useTranslation();
  return (
    <EmptyFrame icon={<IconBooks size={38} />} title={t("courses.empty.title")} text={t("courses.empty.text")}>
      <Button component={Link} to="/createCourse" mt="sm" size="md" leftSection={<IconPlus size={18} aria-hidden />}>
        {t("courses.empty.create")}
      </Button>
    </EmptyFrame>
  );
}

export function NoSearchResults({ search, onClear }: { search: string; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <EmptyFrame
      icon={<IconSearch size={36} />}
      title={t("courses.no_results.title", { search })}
      text={t("courses.no_results.text")}
    >
      <Button variant="default" mt="sm" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
        {t("courses.search.clear")}
      </Button>
    </EmptyFrame>
  );
}

export function CoursesLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadErrorAlert
      title={t("courses.load_failed_title")}
      text={t("courses.load_failed")}
      onRetry={onRetry}
      retrying={retrying}
      testId="courses-load-error"
    />
  );
}
