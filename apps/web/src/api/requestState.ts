import { create } from "zustand";

interface RequestState {
  /** The global loading overlay. */
  loading: boolean;
  /** A request failed for a reason the user cannot fix in a form: the banner offers a retry. */
  failed: boolean;
}

export const useRequestState = create<RequestState>(() => ({ loading: false, failed: false }));

export function setLoading(loading: boolean): void {
  useRequestState.setState({ loading });
}

export function markRequestFailed(): void {
  useRequestState.setState({ failed: true, loading: false });
}

export function markRequestSucceeded(): void {
  if (useRequestState.getState().failed) useRequestState.setState({ failed: false });
}
