import { UI } from "@coursewright/course-model";
import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { fetchCurrentUser } from "./api/account";
import { queryKeys } from "./api/queries";
import { queryClient } from "./api/queryClient";
import { guardRedirect, shouldRememberRoute } from "./routing/guards";
import { rememberPage } from "./routing/lastVisited";
import { ROUTES, type RouteHandle, type RouteSpec } from "./routing/routeTable";
import { isLoggedIn, updateUser, useSession } from "./session/store";
import { loadAppFrame } from "./shell/loadAppFrame";
import { RootLayout } from "./shell/RootLayout";
import { RouteError } from "./shell/RouteError";
import { RouteFallback } from "./shell/RouteFallback";

/**
 * A session that arrived in the page URL has a token but no user yet: learn who it is before
 * deciding on permission routes (else a creator would be sent to the dashboard).
 */
async function ensureUser(): Promise<void> {
  const state = useSession.getState();
  if (!isLoggedIn(state) || state.user) return;
  try {
    const user = await queryClient.fetchQuery({
      queryKey: queryKeys.currentUser,
      queryFn: fetchCurrentUser,
    });
    updateUser(user);
  } catch {
    // The client already handled it (a 401 cleared the session); the guard below sees the result.
  }
}

function guardLoader(spec: RouteSpec) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (spec.guard.kind !== "public") await ensureUser();
    const state = useSession.getState();
    const target = guardRedirect(spec.guard, { loggedIn: isLoggedIn(state), permissions: state.permissions });
    if (!target) {
      spec.prefetch?.(params);
      return null;
    }
    // A guest sent to login comes back here after signing in (spec 2: last visited page).
    if (target === "/login" && shouldRememberRoute(spec.name)) {
      const url = new URL(request.url);
      rememberPage(`${url.pathname}${url.search}`);
    }
    return redirect(target);
  };
}

/**
 * Routes whose screens use only the Mantine components of styles/mantine-core.css (loaded with the app);
 * every other page also loads styles/mantine-rest.css with its code. The player stays this lean: a learner
 * opening a course downloads no styles of forms, menus or tables.
 */
const CORE_STYLES_ONLY: ReadonlySet<string> = new Set(["coursePlayer"]);

function loadPageStyles(spec: RouteSpec): Promise<unknown> {
  return CORE_STYLES_ONLY.has(spec.name) ? Promise.resolve() : import("./styles/mantineRest");
}

/** A page in the sidebar frame starts loading the frame's chunk with its own code (once; a failure is retried). */
function preloadFrame(spec: RouteSpec): void {
  if (spec.sidebar !== false && isLoggedIn(useSession.getState())) loadAppFrame().catch(() => undefined);
}

/** Spec 8: a page's code that has not arrived after 120 s fails as a ChunkLoadError (the error screen offers a reload). */
function loadPage(spec: RouteSpec) {
  preloadFrame(spec);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`loading the ${spec.name} page timed out`);
      error.name = "ChunkLoadError";
      reject(error);
    }, UI.chunkTimeoutMs);
  });
  // Styles first: their <link> then precedes the page's own CSS, which may refine Mantine's as before.
  const page = Promise.all([loadPageStyles(spec), spec.page()]).then(([, module]) => module);
  return Promise.race([page, timeout]).finally(() => clearTimeout(timer));
}

function toRouteObject(spec: RouteSpec): RouteObject {
  const handle: RouteHandle = { name: spec.name, sidebar: spec.sidebar ?? true };
  return {
    path: spec.path,
    id: spec.name,
    handle,
    loader: guardLoader(spec),
    lazy: async () => ({ Component: (await loadPage(spec)).default }),
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
