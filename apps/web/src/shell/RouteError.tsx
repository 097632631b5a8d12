import { Button, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { GuestLayout } from "./GuestLayout";

/** Unexpected failure while rendering or loading a page (for example a chunk that failed to download). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <GuestLayout>
      <Stack gap="md" align="center" ta="center">
        <Title order={1} size="h2">
          {t("route_error.title")}
        </Title>
        <Text c="dimmed">{t("route_error.text")}</Text>
        <Button onClick={() => window.location.reload()}>{t("route_error.reload")}</Button>
      </Stack>
    </GuestLayout>
  );
}
