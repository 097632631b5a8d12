import { type BlockSettings, RECORDING_MAX_SECONDS } from "@coursewright/course-model";

export type RecordingKind = "audio" | "video";

/** Why the browser would not record: permission refused, no device, or anything else. */
export type RecorderFailure = "denied" | "no_device" | "failed";

/** Where a recorder stands. "recorded" holds the blob (a recording or a chosen file) and its object URL. */
export type RecorderState =
  | { status: "idle" }
  | { status: "requesting" }
  | { status: "recording"; elapsed: number }
  | { status: "recorded"; blob: Blob; url: string; source: "recording" | "file"; name: string | null }
  | { status: "denied"; reason: RecorderFailure }
  | { status: "unsupported" };

export type RecorderAction =
  | { type: "request" }
  | { type: "started" }
  | { type: "tick"; elapsed: number; maxSeconds: number }
  | { type: "stopped"; blob: Blob; url: string }
  | { type: "file"; blob: Blob; url: string; name: string }
  | { type: "failed"; reason: RecorderFailure }
  | { type: "reset" };

/** The state a recorder starts in: unsupported browsers can only upload a file. */
export const initialRecorderState = (supported: boolean): RecorderState =>
  supported ? { status: "idle" } : { status: "unsupported" };

/**
 * The recorder's transitions; side effects (the stream, MediaRecorder, object URLs) live in useRecorder.
 * A chosen file is accepted in every state but recording; a reset goes back to idle unless recording is
 * impossible in this browser.
 */
export function recorderReducer(state: RecorderState, action: RecorderAction): RecorderState {
  switch (action.type) {
    case "request":
      return state.status === "recording" || state.status === "requesting" || state.status === "unsupported"
        ? state
        : { status: "requesting" };
    case "started":
      return state.status === "requesting" ? { status: "recording", elapsed: 0 } : state;
    case "tick":
      if (state.status !== "recording") return state;
      return { status: "recording", elapsed: Math.min(Math.max(0, Math.floor(action.elapsed)), action.maxSeconds) };
    case "stopped":
      return state.status === "recording" || state.status === "requesting"
        ? { status: "recorded", blob: action.blob, url: action.url, source: "recording", name: null }
        : state;
    case "file":
      return state.status === "recording" || state.status === "requesting"
        ? state
        : { status: "recorded", blob: action.blob, url: action.url, source: "file", name: action.name };
    case "failed":
      return state.status === "requesting" || state.status === "recording"
        ? { status: "denied", reason: action.reason }
        : state;
    case "reset":
      return state.status === "unsupported" ? state : { status: "idle" };
  }
}

/** The object URL a state owns (to revoke when it goes away). */
export const stateUrl = (state: RecorderState): string | null => (state.status === "recorded" ? state.url : null);

/** A recording this long must stop. */
export const shouldAutoStop = (elapsed: number, maxSeconds: number): boolean => elapsed >= maxSeconds;

/** The longest recording the block allows: the author's max_seconds, else the product's limit. */
export function recordingLimit(settings: BlockSettings): number {
  const own = settings.max_seconds;
  return typeof own === "number" && Number.isInteger(own) && own >= 1 && own <= RECORDING_MAX_SECONDS
    ? own
    : RECORDING_MAX_SECONDS;
}

/** m:ss for a number of seconds. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

const CANDIDATES: Record<RecordingKind, readonly string[]> = {
  audio: ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"],
  video: ["video/webm;codecs=vp9,opus", "video/webm;codecs=vp8,opus", "video/webm", "video/mp4"],
};

/** The first container the browser's MediaRecorder can write, or null to let it choose. */
export function pickMimeType(kind: RecordingKind, isTypeSupported: (type: string) => boolean): string | null {
  for (const type of CANDIDATES[kind]) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // Some browsers throw for types they do not know: try the next.
    }
  }
  return null;
}

/** The type without parameters ("audio/webm;codecs=opus" -> "audio/webm"), or the kind's default. */
export function baseMimeType(type: string | null | undefined, kind: RecordingKind): string {
  const base = (type ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return base.startsWith(`${kind}/`) ? base : `${kind}/webm`;
}

const EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "video/webm": "webm",
  "video/mp4": "mp4",
  "video/ogg": "ogv",
  "video/quicktime": "mov",
};

/** The file name a recording is uploaded under. */
export const recordingFileName = (type: string, kind: RecordingKind): string =>
  `recording.${EXTENSIONS[baseMimeType(type, kind)] ?? "webm"}`;

/** A chosen file the answer takes: audio files for audio answers, video files for video answers. */
export const acceptsFile = (file: { type: string }, kind: RecordingKind): boolean =>
  file.type.toLowerCase().startsWith(`${kind}/`);

/** What getUserMedia's or MediaRecorder's error means for the learner. */
export function failureReason(error: unknown): RecorderFailure {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError")
    return "no_device";
  return "failed";
}

/** The media id stored as the answer ({ media_id }), or null. */
export function storedMediaId(answerValue: unknown): number | null {
  if (typeof answerValue !== "object" || answerValue === null) return null;
  const id = (answerValue as { media_id?: unknown }).media_id;
  return typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null;
}

/** The editor's max seconds field: digits only, clamped to 1..600; undefined when empty (the product's limit). */
export function parseMaxSeconds(raw: string): number | undefined {
  const digits = raw.replace(/\D/g, "");
  return digits === "" ? undefined : Math.min(Math.max(Number(digits), 1), RECORDING_MAX_SECONDS);
}
