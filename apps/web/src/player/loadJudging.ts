type Judging = typeof import("./judging");

let loading: Promise<Judging> | null = null;

/** Loads the answer judging once; a failed download may be tried again. */
export function loadJudging(): Promise<Judging> {
  loading ??= import("./judging").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
