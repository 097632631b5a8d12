import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import {
  baseMimeType,
  failureReason,
  initialRecorderState,
  pickMimeType,
  type RecorderState,
  type RecordingKind,
  recorderReducer,
  shouldAutoStop,
  stateUrl,
} from "./recorderState";

/** The browser can ask for the microphone/camera and record (secure context, MediaRecorder present). */
export function canRecord(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.MediaRecorder === "function" &&
    typeof navigator !== "undefined" &&
    typeof navigator.mediaDevices?.getUserMedia === "function"
  );
}

const CONSTRAINTS: Record<RecordingKind, MediaStreamConstraints> = {
  audio: { audio: true },
  video: { audio: true, video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } } },
};

export interface Recorder {
  state: RecorderState;
  /** The camera's live stream while recording video (for the preview); null otherwise. */
  stream: MediaStream | null;
  start(): void;
  stop(): void;
  /** Drops the recording (or file) to record again. */
  reset(): void;
  /** Takes a chosen file instead of a recording. */
  takeFile(file: File): void;
}

/**
 * Records from the microphone (audio) or camera and microphone (video) with MediaRecorder, stopping by
 * itself after maxSeconds. Tracks, timers and object URLs are released when they are no longer needed and
 * when the component goes away.
 */
export function useRecorder({ kind, maxSeconds }: { kind: RecordingKind; maxSeconds: number }): Recorder {
  const [state, dispatch] = useReducer(recorderReducer, undefined, () => initialRecorderState(canRecord()));
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const mountedRef = useRef(true);
  const maxRef = useRef(maxSeconds);
  maxRef.current = maxSeconds;

  const releaseStream = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (mountedRef.current) setStream(null);
  }, []);

  const clearTimer = useCallback(() => {
    if (timerRef.current !== null) clearInterval(timerRef.current);
    timerRef.current = null;
  }, []);

  const stop = useCallback(() => {
    clearTimer();
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }, [clearTimer]);

  const start = useCallback(async () => {
    if (!canRecord() || recorderRef.current) return;
    dispatch({ type: "request" });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(CONSTRAINTS[kind]);
    } catch (error) {
      if (mountedRef.current) dispatch({ type: "failed", reason: failureReason(error) });
      return;
    }
    if (!mountedRef.current) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    streamRef.current = media;
    const mimeType = pickMimeType(kind, (type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    } catch (error) {
      releaseStream();
      dispatch({ type: "failed", reason: failureReason(error) });
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      clearTimer();
      releaseStream();
      recorderRef.current = null;
      if (!mountedRef.current) return;
      const blob = new Blob(chunks, { type: baseMimeType(recorder.mimeType || mimeType, kind) });
      if (blob.size === 0) {
        dispatch({ type: "failed", reason: "failed" });
        return;
      }
      dispatch({ type: "stopped", blob, url: URL.createObjectURL(blob) });
    };
    recorder.onerror = () => {
      if (recorder.state !== "inactive") recorder.stop();
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    setStream(media);
    dispatch({ type: "started" });
    const startedAt = Date.now();
    timerRef.current = setInterval(() => {
      const elapsed = (Date.now() - startedAt) / 1000;
      dispatch({ type: "tick", elapsed, maxSeconds: maxRef.current });
      if (shouldAutoStop(elapsed, maxRef.current)) {
        clearTimer();
        if (recorder.state !== "inactive") recorder.stop();
      }
    }, 250);
  }, [kind, clearTimer, releaseStream]);

  // The object URL of a recording lives as long as the state holding it.
  const url = stateUrl(state);
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      if (timerRef.current !== null) clearInterval(timerRef.current);
      const recorder = recorderRef.current;
      recorderRef.current = null;
      if (recorder && recorder.state !== "inactive") recorder.stop();
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    };
  }, []);

  const reset = useCallback(() => dispatch({ type: "reset" }), []);
  const takeFile = useCallback((file: File) => {
    if (recorderRef.current) return;
    dispatch({ type: "file", blob: file, url: URL.createObjectURL(file), name: file.name });
  }, []);

  return {
    state,
    stream,
    start: () => {
      void start();
    },
    stop,
    reset,
    takeFile,
  };
}
