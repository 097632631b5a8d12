import { type CSSVariablesResolver, DirectionProvider, MantineProvider, useDirection } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { languageInfo, useLanguage } from "../i18n/language";
import { theme } from "../theme";
import { NoticesHost } from "./NoticesHost";

/**
 * Mantine's dimmed text (#868e96) reads at 3.3:1 on white, below WCAG AA's 4.5:1 for body text: hints, counts and
 * dates everywhere use it, so it is darkened once here (5.7:1 on white, 5.4:1 on the page's grey). Links take
 * brand.7 for the same reason: brand.6 reads at 4.4:1 on the page's grey (6.0:1 for brand.7). Field errors take
 * red.9: Mantine's error red (red.6, #fa5252) reads at 3.3:1 on white (5.5:1 for red.9).
 */
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#60676f",
    "--mantine-color-anchor": "var(--mantine-color-brand-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});

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
      <MantineProvider theme={theme} deduplicateCssVariables={false} cssVariablesResolver={resolver}>
        <NoticesHost />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
