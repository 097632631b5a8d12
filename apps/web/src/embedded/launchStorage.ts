import { type RedeemedLaunch, redeemedLaunchSchema } from "@coursewright/course-model";
import type { KeyValueStorage } from "../session/storage";

/**
 * The redeemed launch of this tab (or frame), in sessionStorage under a key of its own: a reload of the embedded
 * page keeps its sign-in without redeeming again, while the localStorage sign-in of the browser's own
 * Coursewright user is never read or written.
 */
export const EMBEDDED_STORAGE_KEY = "coursewright.embedded_launch";

export function readStoredLaunch(storage: KeyValueStorage, launch: string, now: number): RedeemedLaunch | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(EMBEDDED_STORAGE_KEY) ?? "null");
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || !("launch" in parsed) || parsed.launch !== launch) return null;
  const answer = redeemedLaunchSchema.safeParse("answer" in parsed ? parsed.answer : null);
  if (!answer.success) return null;
  // A minute of margin: a token about to expire would fail the page's first calls.
  return Date.parse(answer.data.expires_at) - 60_000 > now ? answer.data : null;
}

export function storeLaunch(storage: KeyValueStorage, launch: string, answer: RedeemedLaunch): void {
  storage.setItem(EMBEDDED_STORAGE_KEY, JSON.stringify({ launch, answer }));
}

export function forgetStoredLaunch(storage: KeyValueStorage): void {
  storage.removeItem(EMBEDDED_STORAGE_KEY);
}
