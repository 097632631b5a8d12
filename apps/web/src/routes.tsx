import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { guardRedirect, shouldRememberRoute } from "./routing/guards";
import { rememberPage } from "./routing/lastVisited";
import { ROUTES, type RouteHandle, type RouteSpec } from "./routing/routeTable";
import { isLoggedIn, useSession } from "./session/store";
import { RootLayout } from "./shell/RootLayout";
import { RouteError } from "./shell/RouteError";
import { RouteFallback } from "./shell/RouteFallback";

function guardLoader(spec: RouteSpec) {
  return ({ request }: LoaderFunctionArgs) => {
    const state = useSession.getState();
    const target = guardRedirect(spec.guard, { loggedIn: isLoggedIn(state), permissions: state.permissions });
    if (!target) return null;
    // A guest sent to login comes back here after signing in (spec 2: last visited page).
    if (target === "/login" && shouldRememberRoute(spec.name)) {
      const url = new URL(request.url);
      rememberPage(`${url.pathname}${url.search}`);
    }
    return redirect(target);
  };
}

function toRouteObject(spec: RouteSpec): RouteObject {
  const handle: RouteHandle = { name: spec.name, sidebar: spec.sidebar ?? true };
  return {
    path: spec.path,
    id: spec.name,
    handle,
    loader: guardLoader(spec),
    lazy: async () => ({ Component: (await spec.page()).default }),
  };
}

export const routeObjects: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [{ index: true, loader: () => redirect("/dashboard") }, ...ROUTES.map(toRouteObject)],
  },
];
