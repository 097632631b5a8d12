import { browserTimers } from "../progress/ProgressStore";
import { createParentChannel, type ParentChannel } from "../progress/parentChannel";
import { embeddedLaunch } from "./embeddedSession";

/** The embedding page's origin, when the browser tells it (ancestorOrigins in Chromium and Safari, else the referrer). */
export function embeddingOrigin(
  location: { ancestorOrigins?: { length: number; [index: number]: string } },
  referrer: string,
): string | null {
  const ancestor = location.ancestorOrigins?.length ? location.ancestorOrigins[0] : undefined;
  if (ancestor) return ancestor;
  try {
    return referrer ? new URL(referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * The parent channel of the lms mode. With a redeemed launch only the integration's allowed origins (and this
 * app's own, which frame-ancestors 'self' allows too) may message the player or receive its messages (issue 8).
 */
export function lmsParentChannel(): ParentChannel {
  const launch = embeddedLaunch();
  if (!launch) return createParentChannel(window, browserTimers);
  return createParentChannel(window, browserTimers, {
    allowedOrigins: [window.location.origin, ...launch.allowed_origins],
    parentOrigin: embeddingOrigin(window.location, document.referrer),
  });
}
