import { DirectionProvider, MantineProvider, useDirection } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { languageInfo, useLanguage } from "../i18n/language";
import { theme } from "../theme";
import { NoticesHost } from "./NoticesHost";

/** Keeps Mantine's direction in step with the language (Arabic mirrors the layout). */
function DirectionSync() {
  const code = useLanguage((s) => s.code);
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(languageInfo(code).rtl ? "rtl" : "ltr");
  }, [code, setDirection]);
  return null;
}

/** What every screen sits in, in the app and in the player's own entry: direction, Mantine's theme, the snackbar. */
export function UiProviders({ children }: { children: ReactNode }) {
  const initialRtl = languageInfo(useLanguage.getState().code).rtl;
  return (
    <DirectionProvider initialDirection={initialRtl ? "rtl" : "ltr"} detectDirection={false}>
      <DirectionSync />
      {/* Every CSS variable from the theme, defaults included: styles/mantine-core.css leaves out their file. */}
      <MantineProvider theme={theme} deduplicateCssVariables={false}>
        <NoticesHost />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
