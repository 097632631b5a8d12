import type { DataEnvelope, RedeemedLaunch } from "@coursewright/course-model";
import { create } from "zustand";
import { ApiError } from "../api/errors";
import { publicClient, setOutsideLaunchHandler, setUnauthorizedHandler } from "../api/http";
import { navigateTo } from "../routing/navigation";
import { browserStorage } from "../session/browserStorage";
import type { KeyValueStorage } from "../session/storage";
import { useSession } from "../session/store";
import { type LaunchInUrl, launchInUrl } from "./launchUrl";

/** Why an embedded page cannot open: the launch ran out or was forged, the integration or course is gone, or no answer. */
export type LaunchFailure = "expired" | "unavailable" | "network";

export const LAUNCH_ERROR_PATH = "/launchError";

type EmbeddedState =
  | { status: "none" }
  | { status: "ready"; launch: RedeemedLaunch }
  | { status: "failed"; reason: LaunchFailure };

/** The embedded session of this page (issue 8): set once at startup, before the router decides anything. */
export const useEmbeddedSession = create<EmbeddedState>(() => ({ status: "none" }));

/** The redeemed launch when this page is embedded, else null (for code outside React, such as progress stores). */
export function embeddedLaunch(): RedeemedLaunch | null {
  const state = useEmbeddedSession.getState();
  return state.status === "ready" ? state.launch : null;
}

/** The same as a hook: the player takes share_id and integration_user_id from it. */
export function useEmbeddedLaunch(): RedeemedLaunch | null {
  return useEmbeddedSession((state) => (state.status === "ready" ? state.launch : null));
}

export function failureReason(error: unknown): LaunchFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return "network";
  return error.status === 404 ? "unavailable" : "expired";
}

async function redeem(found: LaunchInUrl): Promise<RedeemedLaunch> {
  const answer = await publicClient.post<DataEnvelope<RedeemedLaunch>>(
    "/api/integration_launches/redeem",
    { launch: found.launch, ...(found.integrationUserId ? { integration_user_id: found.integrationUserId } : {}) },
    { redirectOn404: false },
  );
  return answer.data;
}

/** Every API call of the page goes with the launch's token; the browser's own sign-in stays where it is. */
function install(launch: RedeemedLaunch): void {
  useSession.setState({
    token: launch.access_token,
    expiresAt: Date.parse(launch.expires_at),
    user: null,
    permissions: [],
    appMode: null,
    persistence: "session",
  });
  useEmbeddedSession.setState({ status: "ready", launch }, true);
  // A 401 later (the integration revoked, the token run out) ends the embedded session, not the browser's own.
  setUnauthorizedHandler(() => fail("expired"));
  // Something outside the launch (a link out of the builder): the server says so, the page stays.
  setOutsideLaunchHandler((message) => {
    if (message) void import("../shell/notify").then(({ notifyError }) => notifyError(message));
  });
}

/** Before the router exists (startup) the address is simply replaced, so the router starts on the error screen. */
function fail(reason: LaunchFailure, routerReady = true): void {
  useEmbeddedSession.setState({ status: "failed", reason }, true);
  useSession.setState({ token: null, expiresAt: null, user: null, permissions: [] });
  const path = `${LAUNCH_ERROR_PATH}?reason=${reason}`;
  if (routerReady) navigateTo(path, { replace: true });
  else window.history.replaceState(null, "", path);
}

/**
 * At startup, on /coursePlayer/{id} or /courseBuilder/{id} with `launch=`: reuses this tab's redeemed launch
 * or redeems it. A failure leads to the launch error screen instead of the page (and never to the login page).
 */
export async function startEmbeddedSession(
  location: Pick<Location, "pathname" | "search"> = window.location,
  storage: KeyValueStorage = browserStorage("session"),
  now = Date.now(),
): Promise<void> {
  const found = launchInUrl(location.pathname, location.search);
  if (!found) return;
  // Only an embedded page needs the stored launch's check (a zod schema): loaded here, not with every page.
  let kept: typeof import("./launchStorage");
  try {
    kept = await import("./launchStorage");
  } catch {
    fail("network", false);
    return;
  }
  const stored = kept.readStoredLaunch(storage, found.launch, now);
  if (stored) {
    install(stored);
    return;
  }
  try {
    const launch = await redeem(found);
    kept.storeLaunch(storage, found.launch, launch);
    install(launch);
  } catch (error) {
    kept.forgetStoredLaunch(storage);
    fail(failureReason(error), false);
  }
}
