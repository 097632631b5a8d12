import type { MediaItem } from "@coursewright/course-model";
import { create } from "zustand";
import { ApiError } from "../api/errors";
import { queryClient } from "../api/queryClient";
import { mediaApi, mediaKeys } from "./api";
import { refreshListings } from "./refreshListings";
import { detectUpload, type UploadKind, uploadKindsFor } from "./uploadKind";

export type UploadStatus = "detecting" | "choosing" | "queued" | "uploading" | "done" | "failed";

/** What went wrong, either the server's own sentence (already translated) or one of ours as an i18n key. */
export type UploadProblem =
  | { text: string }
  | { key: "media.upload.not_allowed" | "media.upload.network" | "errors_ui.unexpected" };

export interface UploadEntry {
  id: string;
  file: File;
  folderId: number | null;
  /** The calls this file may go to (more than one for .zip and .json). */
  kinds: UploadKind[];
  kind: UploadKind | null;
  status: UploadStatus;
  progress: number;
  problem: UploadProblem | null;
  /** The server's id of the refusal (scorm_manifest_nested, ...), which decides the ways out offered. */
  refusal: string | null;
  /** Send the package from the folder of its manifest (the answer to scorm_manifest_nested). */
  reroot: boolean;
  /** A .zip stored as a document because it holds no imsmanifest.xml: said on the row, not silently. */
  noManifest: boolean;
  item: MediaItem | null;
}

interface UploadQueueState {
  entries: UploadEntry[];
}

// Three at a time: enough to fill the line, few enough that each bar moves.
const MAX_PARALLEL = 3;
const controllers = new Map<string, AbortController>();
let counter = 0;

export const useUploadQueue = create<UploadQueueState>(() => ({ entries: [] }));

function patch(id: string, change: Partial<UploadEntry>): void {
  useUploadQueue.setState((s) => ({ entries: s.entries.map((e) => (e.id === id ? { ...e, ...change } : e)) }));
}

const entry = (id: string) => useUploadQueue.getState().entries.find((e) => e.id === id);

/** The sentence shown next to a file whose upload was refused (422 errors.file, 413 message, ...). */
export function uploadProblem(error: unknown): UploadProblem {
  if (!(error instanceof ApiError)) return { key: "errors_ui.unexpected" };
  if (error.status === 0) return { key: "media.upload.network" };
  if (error.status === 422) {
    const { errors, message } = error.validation;
    const text = errors.file ?? Object.values(errors)[0] ?? message;
    return text ? { text } : { key: "errors_ui.unexpected" };
  }
  const text = error.serverMessage;
  return text ? { text } : { key: "errors_ui.unexpected" };
}

async function run(id: string, kind: UploadKind): Promise<void> {
  const current = entry(id);
  if (!current) return;
  const controller = new AbortController();
  controllers.set(id, controller);
  patch(id, { status: "uploading", progress: 0, problem: null, refusal: null, kind });
  try {
    const item = await mediaApi.upload(kind, current.file, current.folderId, {
      reroot: kind === "scorm" && current.reroot,
      onProgress: (progress) => patch(id, { progress }),
      signal: controller.signal,
    });
    patch(id, { status: "done", progress: 100, item });
    // Each finished file shows up at once, not after the whole batch.
    void refreshListings(queryClient, mediaKeys.all);
  } catch (error) {
    if (controller.signal.aborted) return;
    console.error("media upload failed", error);
    patch(id, {
      status: "failed",
      problem: uploadProblem(error),
      refusal: error instanceof ApiError ? error.code : null,
    });
  } finally {
    controllers.delete(id);
    pump();
  }
}

function pump(): void {
  const { entries } = useUploadQueue.getState();
  let running = entries.filter((e) => e.status === "uploading").length;
  for (const e of entries) {
    if (running >= MAX_PARALLEL) break;
    if (e.status === "queued" && e.kind) {
      running++;
      void run(e.id, e.kind);
    }
  }
}

/** Queues files for the given folder; .zip and .json are looked into to pick the right call. */
export function enqueueUploads(files: readonly File[], folderId: number | null): void {
  const added: UploadEntry[] = files.map((file) => {
    const kinds = uploadKindsFor(file.name);
    const known = kinds.length === 1 ? (kinds[0] ?? null) : null;
    return {
      id: `upload-${++counter}`,
      file,
      folderId,
      kinds,
      kind: known,
      status: kinds.length === 0 ? "failed" : known ? "queued" : "detecting",
      progress: 0,
      problem: kinds.length === 0 ? { key: "media.upload.not_allowed" } : null,
      refusal: null,
      reroot: false,
      noManifest: false,
      item: null,
    };
  });
  useUploadQueue.setState((s) => ({ entries: [...s.entries, ...added] }));
  for (const e of added) {
    if (e.status !== "detecting") continue;
    void detectUpload(e.file).then(({ kind, noManifest = false }) => {
      if (entry(e.id)?.status !== "detecting") return;
      patch(e.id, kind ? { kind, status: "queued", noManifest } : { status: "choosing" });
      pump();
    });
  }
  pump();
}

/** The user's answer for a file whose kind could not be told, or "upload as ..." after a refusal. */
export function chooseUploadKind(id: string, kind: UploadKind): void {
  patch(id, { kind, status: "queued", problem: null, progress: 0, reroot: false, noManifest: false });
  pump();
}

/** "Upload the package from that folder": the answer to the server's scorm_manifest_nested. */
export function uploadFromManifestFolder(id: string): void {
  patch(id, { kind: "scorm", status: "queued", problem: null, progress: 0, reroot: true, noManifest: false });
  pump();
}

export function retryUpload(id: string): void {
  const e = entry(id);
  if (!e?.kind) return;
  patch(id, { status: "queued", problem: null, progress: 0 });
  pump();
}

/** Removes a row; an upload still running is cancelled. */
export function dismissUpload(id: string): void {
  controllers.get(id)?.abort();
  useUploadQueue.setState((s) => ({ entries: s.entries.filter((e) => e.id !== id) }));
  pump();
}

export function clearFinishedUploads(): void {
  useUploadQueue.setState((s) => ({ entries: s.entries.filter((e) => e.status !== "done") }));
}

/** Closes the panel: cancels what is still running. */
export function clearAllUploads(): void {
  for (const controller of controllers.values()) controller.abort();
  useUploadQueue.setState({ entries: [] });
}
