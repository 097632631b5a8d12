import { LoadingOverlay } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Outlet, useMatches } from "react-router";
import { useCurrentUser } from "../api/queries";
import { useRequestState } from "../api/requestState";
import { useIsLoggedIn } from "../session/store";
import { loadAppFrame } from "./loadAppFrame";
import { RouteFallback } from "./RouteFallback";
import { currentHandle, useNavigationEffects } from "./useNavigationEffects";
import { useUserway } from "./useUserway";

// The sidebar frame (sidebar, user menu, phone header, language picker, banners) is its own chunk, so
// full-screen routes such as the course player never download it; routes.tsx starts loading it together
// with the code of any page that shows it, so it rarely has to be waited for here.
const AppFrame = lazy(loadAppFrame);

/** Spec 2 App shell: the sidebar frame only for a logged-in user on a route that is not full-screen. */
export function RootLayout() {
  useNavigationEffects();
  useCurrentUser();
  useUserway();
  const loggedIn = useIsLoggedIn();
  const handle = currentHandle(useMatches());
  const loading = useRequestState((s) => s.loading);
  const withShell = loggedIn && handle?.sidebar !== false;
  return (
    <>
      <LoadingOverlay visible={loading} pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} />
      {withShell ? (
        <Suspense fallback={<RouteFallback />}>
          <AppFrame>
            <Outlet />
          </AppFrame>
        </Suspense>
      ) : (
        <Outlet />
      )}
    </>
  );
}
