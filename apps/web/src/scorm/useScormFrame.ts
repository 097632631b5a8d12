import {
  isScormRuntimeMessage,
  type ScormLoadMessage,
  type ScormRuntimeMessage,
  type ScormSnapshot,
} from "@coursewright/course-model";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

export interface ScormFrameOptions {
  onReport?: (snapshot: ScormSnapshot, message: ScormRuntimeMessage) => void;
  /** CMI data of an earlier attempt (a message's `state`) to resume from. */
  initialState?: Record<string, unknown>;
}

export function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/** A report of our launcher: from the launch URL's origin, sent by the player's own frame, shaped as a report. */
export function launcherReport(
  event: Pick<MessageEvent, "origin" | "source" | "data">,
  origin: string | null,
  frameWindow: unknown,
): ScormRuntimeMessage | null {
  if (!origin || event.origin !== origin || !frameWindow || event.source !== frameWindow) return null;
  return isScormRuntimeMessage(event.data) ? event.data : null;
}

/**
 * Listens to the launcher in `frame`: only messages from the launch URL's origin, sent by that frame's window,
 * shaped as launcher reports. Returns the latest snapshot and a way to end the attempt.
 */
export function useScormFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  launchUrl: string,
  options: ScormFrameOptions,
) {
  const [snapshot, setSnapshot] = useState<ScormSnapshot | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const origin = originOf(launchUrl);

  useEffect(() => {
    setSnapshot(null);
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const message = launcherReport(event, origin, frame.current?.contentWindow);
      if (!message) return;
      if (message.type === "ready") {
        const state = latest.current.initialState;
        if (state) {
          const load: ScormLoadMessage = { type: "load", state };
          frame.current?.contentWindow?.postMessage(load, origin);
        }
      }
      setSnapshot(message.snapshot);
      latest.current.onReport?.(message.snapshot, message);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, origin]);

  /** Ends the attempt as closing the package would (the SCO's own unload handlers run). */
  const finish = useCallback(() => {
    if (origin) frame.current?.contentWindow?.postMessage({ type: "finish" }, origin);
  }, [frame, origin]);

  return { snapshot, finish };
}

/** The launch URL told that the app will send saved CMI data (the launcher waits for it before starting). */
export function withResume(launchUrl: string, resume: boolean): string {
  if (!resume) return launchUrl;
  const url = new URL(launchUrl, window.location.href);
  url.searchParams.set("resume", "1");
  return url.toString();
}
