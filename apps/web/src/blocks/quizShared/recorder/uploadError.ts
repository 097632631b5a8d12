import { ApiError } from "../../../api/errors";

/** What went wrong sending a recording, for the learner: the key of the sentence and the server's own words. */
export interface UploadFailure {
  key: "too_large" | "wrong_type" | "network" | "failed";
  /** The server's message for the file (already in the learner's language), when it gave one. */
  detail: string | null;
}

/** Reads an upload error; null for a cancelled upload (nothing to say). */
export function uploadFailure(error: unknown): UploadFailure | null {
  if (error instanceof DOMException && error.name === "AbortError") return null;
  if (!(error instanceof ApiError)) return { key: "failed", detail: null };
  if (error.status === 413) return { key: "too_large", detail: null };
  if (error.status === 422) return { key: "wrong_type", detail: error.validation.errors.file ?? null };
  if (error.status === 0) return { key: "network", detail: null };
  return { key: "failed", detail: null };
}
