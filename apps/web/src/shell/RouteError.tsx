import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { RouteFallback } from "./RouteFallback";

// The guest frame (logo, language picker) is loaded only when an error is shown, so that pages that never
// fail do not download it with the app (the course player draws no frame of its own).
const GuestLayout = lazy(() => import("./GuestLayout").then((module) => ({ default: module.GuestLayout })));

/** Shows the message without the frame when even the frame's code cannot be downloaded (offline). */
class WithoutFrameOnFailure extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Unexpected failure while rendering or loading a page (for example a chunk that failed to download). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const message = (
    <Stack gap="md" align="center" ta="center">
      <Title order={1} size="h2">
        {t("route_error.title")}
      </Title>
      <Text c="dimmed">{t("route_error.text")}</Text>
      <Button onClick={() => window.location.reload()}>{t("route_error.reload")}</Button>
    </Stack>
  );
  return (
    <WithoutFrameOnFailure
      fallback={
        <Center mih="100dvh" p="md">
          {message}
        </Center>
      }
    >
      <Suspense fallback={<RouteFallback />}>
        <GuestLayout>{message}</GuestLayout>
      </Suspense>
    </WithoutFrameOnFailure>
  );
}
