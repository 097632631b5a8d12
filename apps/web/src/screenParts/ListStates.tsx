import { Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./screenParts.css";

/** Cards drawn while the first page loads: the shape of what comes. */
export function CardGridSkeleton({ count = 6, testId }: { count?: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t("common.loading")} data-testid={testId}>
      <div className="cw-card-grid">
        {Array.from({ length: count }, (_, n) => n).map((n) => (
          <Paper key={n} withBorder radius="lg" style={{ overflow: "hidden" }}>
            <Skeleton className="cw-card-skeleton-media" h="auto" radius={0} />
            <Stack gap={10} p="md">
              <Skeleton h={16} w="70%" />
              <Skeleton h={12} w="45%" />
            </Stack>
          </Paper>
        ))}
      </div>
    </div>
  );
}

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** What to do about it: create the first one, clear the search. */
  action?: ReactNode;
  testId: string;
}

/** A list with nothing to show: what the list is for, and the way to fill it. */
export function EmptyState({ icon, title, text, action, testId }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 56 }} data-testid={testId}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={76} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={500}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
