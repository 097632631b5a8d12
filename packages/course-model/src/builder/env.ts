import type { BuilderEnv } from "./types";

export const envRandom = (env: BuilderEnv = {}): (() => number) => env.random ?? Math.random;
export const envNow = (env: BuilderEnv = {}): string => env.now?.() ?? new Date().toISOString();

/** Keeps the state object when a patch changes nothing, so the undo history gets no empty steps. */
export function changesSomething<T extends object>(item: T, patch: Partial<T>): boolean {
  return (Object.keys(patch) as (keyof T)[]).some((key) => !sameValue(item[key], patch[key]));
}

// Fields are JSON; comparing their JSON is exact and the values are small (a block's settings at most).
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
