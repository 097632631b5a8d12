import { Alert, Box, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { initialDrawers } from "../../builder/drawer/drawerMode";

/** The builder's shape while the course loads: bar, tree, page and drawer. */
export function BuilderSkeleton() {
  const { t } = useTranslation();
  // The drawers the builder will open with: below 1440 px they are rails (builder/drawer/drawerMode.ts).
  const { leftOpen, rightOpen } = initialDrawers();
  return (
    <div
      className="cw-builder"
      role="status"
      aria-busy="true"
      aria-label={t("builder.loading")}
      data-testid="builder-loading"
    >
      <Group className="cw-builder-bar" justify="space-between">
        <Skeleton h={28} w={260} />
        <Skeleton h={32} w={180} />
      </Group>
      <div className="cw-builder-body">
        {leftOpen ? (
          <aside className="cw-builder-left">
            <Stack gap={10} p="md">
              {[1, 2, 3, 4, 5].map((n) => (
                <Skeleton key={n} h={24} w={`${90 - n * 8}%`} />
              ))}
            </Stack>
          </aside>
        ) : (
          <div className="cw-builder-rail cw-builder-rail--left" />
        )}
        <main className="cw-builder-main">
          <Box p={32}>
            <Skeleton h={560} radius="md" maw={1100} mx="auto" />
          </Box>
        </main>
        {rightOpen ? (
          <aside className="cw-builder-right">
            <Stack gap={10} p="md">
              <Skeleton h={32} />
              <Skeleton h={160} />
            </Stack>
          </aside>
        ) : (
          <div className="cw-builder-rail cw-builder-rail--right" />
        )}
      </div>
    </div>
  );
}

export function BuilderLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Box maw={560} mx="auto" mt={80} px="md">
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t("builder.load_failed_title")}
        data-testid="builder-load-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t("builder.load_failed")}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRetry}
            >
              {t("common.retry")}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              component={Link}
              to="/coursesList"
              leftSection={<IconArrowLeft size={14} className="cw-flip-rtl" aria-hidden />}
            >
              {t("builder.toolbar.back")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Box>
  );
}
