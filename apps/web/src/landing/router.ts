import { type ParsedLandingPath, parseLandingPath } from "@coursewright/course-model";
import { type MouseEvent, useSyncExternalStore } from "react";

export interface LandingLocation {
  pathname: string;
  search: string;
  page: ParsedLandingPath | null;
  /** Counts navigations, so a screen can tell a new visit of the same address from a re-render. */
  visit: number;
}

function read(visit: number): LandingLocation {
  const { pathname, search } = window.location;
  return { pathname, search, page: parseLandingPath(pathname), visit };
}

let current: LandingLocation | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  current = read((current?.visit ?? 0) + 1);
  for (const listener of listeners) listener();
}

/** Back and forward; a move within the page (the skip link's #main) is no other page. */
function onPopState(): void {
  const { pathname, search } = window.location;
  if (current && current.pathname === pathname && current.search === search) return;
  notify();
}

function snapshot(): LandingLocation {
  current ??= read(0);
  return current;
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("popstate", onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("popstate", onPopState);
  };
}

export function useLandingLocation(): LandingLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Goes to another address of the landing pages without loading the page again. */
export function navigateLanding(to: string, options: { replace?: boolean; keepScroll?: boolean } = {}): void {
  const before = `${window.location.pathname}${window.location.search}`;
  if (options.replace) window.history.replaceState(null, "", to);
  else if (to !== before) window.history.pushState(null, "", to);
  if (!options.keepScroll) window.scrollTo(0, 0);
  notify();
}

/** Whether a click should stay with the browser (another tab or window, a download, a link already handled). */
function browserKeeps(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    Boolean(event.currentTarget.target && event.currentTarget.target !== "_self")
  );
}

/**
 * onClick of a link to another landing page: the entry draws it at once. Any other address (the app's pages,
 * another site) loads as usual.
 */
export function followLandingLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (browserKeeps(event)) return;
  const url = new URL(event.currentTarget.href, window.location.href);
  if (url.origin !== window.location.origin || !parseLandingPath(url.pathname)) return;
  event.preventDefault();
  navigateLanding(`${url.pathname}${url.search}`);
}
