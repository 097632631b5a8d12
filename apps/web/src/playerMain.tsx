import "./styles/mantine-core.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { fetchAppConfig, fetchCurrentUser } from "./api/account";
import { createHandOver } from "./boot/handOver";
import { PlayerErrorBoundary } from "./boot/PlayerErrorBoundary";
import { playerCourseId } from "./boot/playerRoute";
import { embeddedLaunch, startEmbeddedSession } from "./embedded/embeddedSession";
import { withLaunch } from "./embedded/playerQuery";
import { initI18n } from "./i18n";
import { PLAYER_ENGLISH } from "./i18n/playerEnglish";
import { CoursePlayer } from "./player/CoursePlayer";
import { startRun, usePlayerStore } from "./player/playerStore";
import { readPlayerQuery } from "./progress/createProgressStore";
import { isInternetExplorer } from "./routing/guards";
import { rememberPage } from "./routing/lastVisited";
import { setNavigate } from "./routing/navigation";
import { browserStorage } from "./session/browserStorage";
import { initSession, isLoggedIn, updateUser, useSession } from "./session/store";
import { UiProviders } from "./shell/UiProviders";
import { addUserwayWidget } from "./shell/userway";

/**
 * What the app's root does besides drawing the route (RootLayout), once the first page is on screen so that it
 * never delays it: the signed-in user is refreshed, and the accessibility widget added when they chose it.
 */
function afterFirstPage(): void {
  const unsubscribe = usePlayerStore.subscribe((state) => {
    if (state.phase === "loading") return;
    unsubscribe();
    const refreshed = isLoggedIn(useSession.getState())
      ? fetchCurrentUser().then(updateUser, () => undefined)
      : Promise.resolve();
    void refreshed.then(async () => {
      if (useSession.getState().user?.userway_status !== 1) return;
      addUserwayWidget((await fetchAppConfig()).userway_account);
    });
  });
}

/**
 * The course player's own entry (player.html, which the server sends for /coursePlayer/{id}): the player
 * without the app's router, query client and sidebar frame, so a learner's first page needs less code, and its
 * course is asked for before React starts. Any other screen is the app's (boot/handOver.ts).
 */
async function start() {
  const element = document.getElementById("root");
  if (!element) throw new Error("#root element missing from player.html");
  initSession();
  if (isInternetExplorer(navigator.userAgent)) window.history.replaceState(null, "", "/ieNotSupported");
  else await startEmbeddedSession(window.location, browserStorage("session"));
  const root = createRoot(element);
  const handOver = createHandOver(root, element);
  setNavigate(handOver.navigate);
  // Not a player address, or no longer one (a launch that failed leads to its error screen): the app's.
  const courseId = playerCourseId(window.location.pathname);
  if (courseId === null) {
    handOver.takeOver();
    return;
  }
  const search = window.location.search.slice(1);
  void startRun(courseId, withLaunch(readPlayerQuery(new URLSearchParams(search)), embeddedLaunch()));
  // As the app's navigation does: a learner sent to log in comes back here.
  rememberPage(`${window.location.pathname}${window.location.search}`);
  afterFirstPage();
  await initI18n(PLAYER_ENGLISH);
  root.render(
    <StrictMode>
      <UiProviders>
        <PlayerErrorBoundary onError={handOver.takeOver}>
          <CoursePlayer courseId={courseId} search={search} />
        </PlayerErrorBoundary>
      </UiProviders>
    </StrictMode>,
  );
}

void start();
