import { forgetEverything } from "./changes";

let ttlMs = 0;

/**
 * SESSION_CACHE_SECONDS: how long this process reuses what it looked up (sessions, access rows, course versions,
 * player answers) when no change notice arrives. buildApp sets it; every cache starts empty.
 */
export function configureReadCaches(seconds: number): void {
  ttlMs = Math.max(0, seconds) * 1000;
  forgetEverything();
}

export const readCacheTtlMs = (): number => ttlMs;
