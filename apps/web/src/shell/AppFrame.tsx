import "../styles/mantineRest";
import { UI } from "@coursewright/course-model";
import { AppShell, Drawer } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { EmailVerificationBanner } from "./EmailVerificationBanner";
import { MobileHeader } from "./MobileHeader";
import { RequestFailedBanner } from "./RequestFailedBanner";
import { InShellContext } from "./ShellContext";
import { Sidebar } from "./Sidebar";
import { setDrawerOpen, useUi } from "./uiStore";

/** Phones (below 768 px) get the header and the temporary sidebar; larger screens the full or mini one. */
export const PHONE_QUERY = `(max-width: ${UI.breakpoints[2] - 0.02}px)`;

export function AppFrame({ children }: { children: ReactNode }) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const mini = useUi((s) => s.mini);
  const drawerOpen = useUi((s) => s.drawerOpen);
  const width = mini ? UI.sidebarMiniWidth : UI.sidebarFullWidth;
  return (
    <AppShell
      header={{ height: UI.mobileHeaderHeight, collapsed: !isPhone }}
      navbar={{ width, breakpoint: UI.breakpoints[2], collapsed: { mobile: true, desktop: isPhone } }}
      padding={isPhone ? "md" : "xl"}
      styles={{ main: { background: "var(--mantine-color-gray-0)", minHeight: "100dvh" } }}
    >
      {isPhone && (
        <AppShell.Header>
          <MobileHeader />
        </AppShell.Header>
      )}
      {!isPhone && (
        <AppShell.Navbar>
          <Sidebar mini={mini} />
        </AppShell.Navbar>
      )}
      {isPhone && (
        <Drawer
          opened={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={UI.sidebarFullWidth + 52}
          padding={0}
          withCloseButton={false}
          styles={{ body: { height: "100%" } }}
        >
          <Sidebar mini={false} temporary />
        </Drawer>
      )}
      <AppShell.Main>
        <RequestFailedBanner />
        <EmailVerificationBanner />
        <InShellContext.Provider value={true}>{children}</InShellContext.Provider>
      </AppShell.Main>
    </AppShell>
  );
}
