import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { setLoading } from "../api/requestState";
import { shouldRememberRoute } from "../routing/guards";
import { rememberPage } from "../routing/lastVisited";
import type { RouteHandle } from "../routing/routeTable";
import { setDrawerOpen } from "./uiStore";

export function currentHandle(matches: ReturnType<typeof useMatches>): RouteHandle | undefined {
  const last = matches[matches.length - 1];
  return last?.handle as RouteHandle | undefined;
}

/** Spec 2: every navigation clears the loading flag, scrolls to the top, closes the sidebar; remembers the page. */
export function useNavigationEffects(): void {
  const location = useLocation();
  const matches = useMatches();
  const name = currentHandle(matches)?.name;
  useEffect(() => {
    setLoading(false);
    window.scrollTo(0, 0);
    setDrawerOpen(false);
    if (shouldRememberRoute(name)) rememberPage(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search, name]);
}
