import { Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconPalette, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";

export function ThemeGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t("common.loading")} data-testid="themes-loading">
      <div className="cw-theme-grid">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Paper key={n} withBorder radius="lg" style={{ overflow: "hidden" }}>
            <Skeleton className="cw-theme-swatch-skeleton" h="auto" radius={0} />
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

/** The first visit: no theme yet, so the screen says what a theme does and offers to make one. */
export function NoThemesYet() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 56 }} data-testid="themes-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={76} radius="xl" variant="light" aria-hidden>
          <IconPalette size={38} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t("themes.empty.title")}
        </Title>
        <Text c="dimmed" maw={480}>
          {t("themes.empty.text")}
        </Text>
        <Button component={Link} to="/createTheme" mt="sm" size="md" leftSection={<IconPlus size={18} aria-hidden />}>
          {t("themes.empty.create")}
        </Button>
      </Stack>
    </Paper>
  );
}

export function ThemesLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadErrorAlert
      title={t("themes.load_failed_title")}
      text={t("themes.load_failed")}
      onRetry={onRetry}
      retrying={retrying}
      testId="themes-load-error"
    />
  );
}
