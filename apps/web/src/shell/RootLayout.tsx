import { LoadingOverlay } from "@mantine/core";
import { Outlet, useMatches } from "react-router";
import { useCurrentUser } from "../api/queries";
import { useRequestState } from "../api/requestState";
import { useIsLoggedIn } from "../session/store";
import { AppFrame } from "./AppFrame";
import { currentHandle, useNavigationEffects } from "./useNavigationEffects";
import { useUserway } from "./useUserway";

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
        <AppFrame>
          <Outlet />
        </AppFrame>
      ) : (
        <Outlet />
      )}
    </>
  );
}
