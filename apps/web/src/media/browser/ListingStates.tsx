import { Alert, Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconCloudUpload, IconFolderOpen, IconRefresh, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DisplayType } from "../displayType";

export function ListingSkeleton({ display }: { display: DisplayType }) {
  const { t } = useTranslation();
  const cells = Array.from({ length: display === "grid" ? 10 : 6 }, (_, i) => i);
  return (
    <div role="status" aria-busy="true" aria-label={t("common.loading")} data-testid="media-loading">
      {display === "grid" ? (
        <div className="cw-media-grid">
          {cells.map((n) => (
            <Stack key={n} gap={8}>
              <Skeleton className="cw-media-skeleton-thumb" h="auto" radius="md" />
              <Skeleton h={12} w="70%" />
              <Skeleton h={10} w="40%" />
            </Stack>
          ))}
        </div>
      ) : (
        <Stack gap={6}>
          {cells.map((n) => (
            <Skeleton key={n} h={52} radius="md" />
          ))}
        </Stack>
      )}
    </div>
  );
}

export type EmptyKind = "library" | "folder" | "search" | "filter";

/** What an empty listing says: a first-time welcome, an empty folder, or nothing found. */
export function EmptyState({ kind, search, action }: { kind: EmptyKind; search: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const icon =
    kind === "search" || kind === "filter" ? (
      <IconSearch size={34} />
    ) : kind === "folder" ? (
      <IconFolderOpen size={34} />
    ) : (
      <IconCloudUpload size={34} />
    );
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }} className="cw-media-empty" data-testid="media-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {t(`media.empty.${kind}_title`, { search })}
        </Title>
        <Text c="dimmed" maw={460}>
          {t(`media.empty.${kind}_text`)}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** Spec 8 only logs the failure; the screen still says so and offers to try again. */
export function ListingError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("media.load_failed_title")}
      data-testid="media-load-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t("media.load_failed")}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t("common.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}
