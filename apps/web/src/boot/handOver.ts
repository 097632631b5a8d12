import type { Root } from "react-dom/client";
import { initI18n } from "../i18n";

export interface HandOver {
  /** Goes to another screen of the app: the address changes at once, the app takes over the page when loaded. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Lets the app draw the current address (the player failed to draw itself; the app shows its error screen). */
  takeOver(): void;
}

/**
 * The course player's own entry (playerMain.tsx) holds no router: leaving the player (its close button, a
 * 401 to the login page, an unavailable course) loads the app's code and mounts the app in its place, on the
 * same page, so what this tab keeps in memory (the page to come back to after login) stays.
 */
export function createHandOver(player: Root, element: HTMLElement): HandOver {
  let started = false;
  const takeOver = () => {
    if (started) return;
    started = true;
    Promise.all([import("./startApp"), import("../i18n/english")])
      .then(async ([{ startApp }, { ENGLISH }]) => {
        await initI18n(ENGLISH);
        player.unmount();
        startApp(element);
      })
      .catch((error: unknown) => {
        // The app's code could not be downloaded: the browser loads the address as a new page instead.
        console.error("loading the app failed", error);
        window.location.reload();
      });
  };
  return {
    navigate(path, options = {}) {
      if (options.replace) window.history.replaceState(null, "", path);
      else window.history.pushState(null, "", path);
      takeOver();
    },
    takeOver,
  };
}
