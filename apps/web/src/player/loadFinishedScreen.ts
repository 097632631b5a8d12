type FinishedScreenModule = typeof import("./FinishedScreen");

let loading: Promise<FinishedScreenModule> | null = null;

/**
 * The finished screen (its score ring brings floating-ui along) loads when the learner reaches the last page, so
 * finishing waits for nothing, and never for a learner who stops before. A failed download may be tried again.
 */
export function loadFinishedScreen(): Promise<FinishedScreenModule> {
  loading ??= import("./FinishedScreen").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
