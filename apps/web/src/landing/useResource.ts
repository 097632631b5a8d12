import { useCallback, useEffect, useState } from "react";
import { useSession } from "../session/store";
import { LandingApiError, landingRequest } from "./api";

export type Resource<T> =
  | { status: "loading"; data: null; error: null }
  | { status: "ready"; data: T; error: null }
  | { status: "error"; data: null; error: LandingApiError };

/** Answers kept for this page's life, by address and visitor: going back to a page shows it at once. */
const answers = new Map<string, unknown>();

export function forgetLandingAnswers(): void {
  answers.clear();
}

/** GETs `path` (null: nothing yet) and keeps the answer; `retry` asks again after a failure. */
export function useResource<T>(path: string | null): Resource<T> & { retry: () => void } {
  const token = useSession((session) => session.token);
  const key = path === null ? null : `${token ?? ""} ${path}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; resource: Resource<T> }>({
    key: null,
    resource: { status: "loading", data: null, error: null },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is how retry asks again.
  useEffect(() => {
    if (key === null || path === null) return;
    if (answers.has(key)) {
      setState({ key, resource: { status: "ready", data: answers.get(key) as T, error: null } });
      return;
    }
    let live = true;
    setState({ key, resource: { status: "loading", data: null, error: null } });
    landingRequest<T>("GET", path).then(
      (data) => {
        answers.set(key, data);
        if (live) setState({ key, resource: { status: "ready", data, error: null } });
      },
      (error: unknown) => {
        const failure = error instanceof LandingApiError ? error : new LandingApiError(0, "");
        if (live) setState({ key, resource: { status: "error", data: null, error: failure } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, path, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const cached = key !== null && answers.has(key) ? (answers.get(key) as T) : undefined;
  // The first render of a known address already shows its answer (no flash of the loading state).
  if (state.key !== key && cached !== undefined) return { status: "ready", data: cached, error: null, retry };
  if (state.key !== key) return { status: "loading", data: null, error: null, retry };
  return { ...state.resource, retry };
}
