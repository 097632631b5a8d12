import {
  isScormRuntimeMessage,
  type ScormLoadMessage,
  type ScormNavUpdate,
  type ScormRuntimeMessage,
  type ScormSaveTarget,
  type ScormSharedData,
  type ScormSnapshot,
} from "@coursewright/course-model";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

export interface ScormFrameOptions {
  onReport?: (snapshot: ScormSnapshot, message: ScormRuntimeMessage) => void;
  /** CMI data of an earlier attempt (a message's `state`) to resume from. */
  initialState?: Record<string, unknown>;
  /** Where the launcher sends the CMI data itself (the learner's progress on the server). */
  save?: ScormSaveTarget;
  /** adl.nav.request_valid from the package's sequencing; sent again to the running SCO when it changes. */
  nav?: ScormLoadMessage["nav"];
  /** The SCO's shared data maps and stores (SCORM 2004 4th Edition adl.data). */
  shared?: ScormSharedData;
}

/** The launcher's own bound is 2 s; this one covers a launcher that does not answer at all. */
const UNLOAD_WAIT_MS = 2500;

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
  const unloaded = useRef<(() => void)[]>([]);

  useEffect(() => {
    setSnapshot(null);
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const message = launcherReport(event, origin, frame.current?.contentWindow);
      if (!message) return;
      if (message.type === "ready") {
        const { initialState: state, save, nav, shared } = latest.current;
        if (state) {
          const load: ScormLoadMessage = save ? { type: "load", state, save } : { type: "load", state };
          if (nav) load.nav = nav;
          if (shared) load.shared = shared;
          frame.current?.contentWindow?.postMessage(load, origin);
        }
      }
      if (message.type === "unloaded") {
        for (const resolve of unloaded.current.splice(0)) resolve();
      }
      setSnapshot(message.snapshot);
      latest.current.onReport?.(message.snapshot, message);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, origin]);

  // The sequencing state changed while the SCO runs (its own reports roll up): its request_valid answers follow.
  const nav = options.nav;
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!nav || !origin || !target) return;
    const update: ScormNavUpdate = { type: "nav", nav };
    target.postMessage(update, origin);
  }, [frame, origin, nav]);

  /** Ends the attempt as closing the package would (the SCO's own unload handlers run). */
  const finish = useCallback(() => {
    if (origin) frame.current?.contentWindow?.postMessage({ type: "finish" }, origin);
  }, [frame, origin]);

  /**
   * Unloads the SCO before its frame goes (issue 16 item 3): the launcher navigates the SCO away, so its unload
   * handlers' last calls (LMSFinish / Terminate, a status) are recorded; settles when it answers "unloaded", or
   * after UNLOAD_WAIT_MS.
   */
  const unload = useCallback((): Promise<void> => {
    const target = frame.current?.contentWindow;
    if (!origin || !target) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = window.setTimeout(resolve, UNLOAD_WAIT_MS);
      unloaded.current.push(() => {
        window.clearTimeout(timer);
        resolve();
      });
      target.postMessage({ type: "unload" }, origin);
    });
  }, [frame, origin]);

  return { snapshot, finish, unload };
}

/** The launch URL told that the app will send saved CMI data (the launcher waits for it before starting). */
export function withResume(launchUrl: string, resume: boolean): string {
  if (!resume) return launchUrl;
  const url = new URL(launchUrl, window.location.href);
  url.searchParams.set("resume", "1");
  return url.toString();
}
