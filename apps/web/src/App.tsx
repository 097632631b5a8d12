import { UI } from "@coursewright/course-model";
import { DirectionProvider, MantineProvider, useDirection } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router";
import { queryClient } from "./api/queryClient";
import { languageInfo, useLanguage } from "./i18n/language";
import { theme } from "./theme";

/** Keeps Mantine's direction in step with the language (Arabic mirrors the layout). */
function DirectionSync() {
  const code = useLanguage((s) => s.code);
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(languageInfo(code).rtl ? "rtl" : "ltr");
  }, [code, setDirection]);
  return null;
}

export function App({ router }: { router: DataRouter }) {
  const initialRtl = languageInfo(useLanguage.getState().code).rtl;
  return (
    <DirectionProvider initialDirection={initialRtl ? "rtl" : "ltr"} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={theme}>
        <Notifications position="top-center" autoClose={UI.snackbarMs} zIndex={2000} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
