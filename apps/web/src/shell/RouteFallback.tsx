import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a page's code loads: a named status (a span may not carry a name without a role). */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" data-testid="route-fallback">
      <Loader role="status" aria-label={t("common.loading")} />
    </Center>
  );
}
