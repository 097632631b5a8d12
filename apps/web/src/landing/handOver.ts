import type { Root } from "react-dom/client";
import { rememberPage } from "../routing/lastVisited";
import { setNavigate } from "../routing/navigation";
import { landingLanguage } from "./i18n";

let mounted: { root: Root; element: HTMLElement } | null = null;
let started = false;

/** The landing pages' React root, which the app replaces when it takes over the page. */
export function setLandingRoot(root: Root, element: HTMLElement): void {
  mounted = { root, element };
  // Code shared with the app (the session's 401 handling) navigates through here until the app runs.
  setNavigate((path, options) => openInApp(path, { replace: options?.replace }));
}

/**
 * Opens a page of the app (log in, register) in place of the landing pages, on the same page: the address changes
 * at once and the app mounts when its code has arrived, so what this tab keeps in memory stays. `returnTo` is the
 * page the visitor comes back to after logging in or registering. As the course player's entry does
 * (boot/handOver.ts), in the language the visitor reads.
 */
export function openInApp(path: string, options: { returnTo?: string; replace?: boolean } = {}): void {
  if (options.returnTo) rememberPage(options.returnTo);
  if (options.replace) window.history.replaceState(null, "", path);
  else window.history.pushState(null, "", path);
  if (started) return;
  started = true;
  const language = landingLanguage().code;
  Promise.all([import("../boot/startApp"), import("../i18n/english"), import("../i18n"), import("../boot/appStyles")])
    .then(async ([{ startApp }, { ENGLISH }, i18n]) => {
      await i18n.initI18n(ENGLISH);
      await i18n.changeLanguage(language, false);
      if (!mounted) throw new Error("the landing pages were not mounted");
      mounted.root.unmount();
      startApp(mounted.element);
    })
    .catch((error: unknown) => {
      // The app's code could not be downloaded: the browser loads the address as a new page instead.
      console.error("loading the app failed", error);
      window.location.reload();
    });
}
