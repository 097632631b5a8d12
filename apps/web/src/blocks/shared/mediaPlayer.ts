import { type RefObject, useEffect, useRef, useState } from "react";
import { hasPlayedEnough } from "./mediaPlayback";

/*
 * The media hooks take the element itself (kept with a callback ref in state), not a ref object: views show
 * a hint until media is chosen, so the element appears after the first render and effects must see it come.
 */

/** Keeps the latest callback without re-subscribing listeners each render. */
function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Calls onDone once, the first time the media ends or passes 90% (see PLAYED_ENOUGH_RATIO). */
export function usePlayedEnough(element: HTMLMediaElement | null, enabled: boolean, onDone: () => void): void {
  const done = useLatest(onDone);
  useEffect(() => {
    if (!element || !enabled) return;
    let reported = false;
    const check = () => {
      if (reported || !hasPlayedEnough(element)) return;
      reported = true;
      done.current();
    };
    element.addEventListener("timeupdate", check);
    element.addEventListener("ended", check);
    return () => {
      element.removeEventListener("timeupdate", check);
      element.removeEventListener("ended", check);
    };
  }, [element, enabled, done]);
}

/**
 * Pauses the media when it leaves the viewport or the tab is hidden (block.pause_automatically). It does not
 * resume by itself: the learner may have scrolled away on purpose.
 */
export function useAutoPause(element: HTMLMediaElement | null, enabled: boolean): void {
  useEffect(() => {
    if (!element || !enabled) return;
    const pause = () => {
      if (!element.paused) element.pause();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") pause();
    };
    document.addEventListener("visibilitychange", onVisibility);
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => {
            if (entries.some((entry) => !entry.isIntersecting)) pause();
          });
    observer?.observe(element);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      observer?.disconnect();
    };
  }, [element, enabled]);
}

/**
 * Autoplay for a native player. React does not reliably write the `muted` attribute, and browsers only let
 * muted media start on their own, so the property is set and play() is asked for explicitly; a refusal
 * (sound without a click) just leaves the player waiting for the learner.
 */
export function useAutoplay(element: HTMLMediaElement | null, autoPlay: boolean, muted: boolean): void {
  useEffect(() => {
    if (!element) return;
    element.muted = muted;
    if (autoPlay) element.play().catch(() => {});
  }, [element, autoPlay, muted]);
}

/**
 * Learner interaction with a cross-origin player frame. The frame's document is opaque to us and the
 * providers' JS APIs need their scripts and per-provider messaging, so the block counts the first click into
 * the frame: a click moves focus into the iframe, which blurs our window while document.activeElement is the
 * iframe. Hovering or scrolling over it does not count; keyboard focus moved into it (Tab) does, which is
 * how a keyboard user starts the video.
 */
export function useFrameInteraction(frame: HTMLIFrameElement | null, enabled: boolean, onInteract: () => void): void {
  const interact = useLatest(onInteract);
  useEffect(() => {
    if (!frame || !enabled) return;
    let reported = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onBlur = () => {
      // activeElement is updated after the blur event in some browsers: look once the event has settled.
      timer = setTimeout(() => {
        if (reported || document.activeElement !== frame) return;
        reported = true;
        interact.current();
      }, 0);
    };
    window.addEventListener("blur", onBlur);
    return () => {
      window.removeEventListener("blur", onBlur);
      clearTimeout(timer);
    };
  }, [frame, enabled, interact]);
}

/**
 * The src of a native player whose signed URL is renewed while it is on screen (the course player reads the page
 * again before its URLs run out, so a revoked share stops its media). A playing or paused-midway media keeps the
 * URL it loaded from, since a new src would start it over; it moves to the newest URL when the one in use fails
 * (it ran out, and seeking or resuming asked the server again), at the same position, playing if it was.
 */
export function useRenewableSrc(element: HTMLMediaElement | null, url: string): string {
  const [src, setSrc] = useState(url);
  const inUse = useLatest(src);
  const moveToLatest = useLatest(() => {
    if (!element || url === src) return;
    const position = element.currentTime;
    const playing = !element.paused;
    element.addEventListener(
      "loadedmetadata",
      () => {
        if (position > 0) element.currentTime = position;
        if (playing) element.play().catch(() => {});
      },
      { once: true },
    );
    setSrc(url);
  });

  useEffect(() => {
    if (!element) return;
    const onError = () => moveToLatest.current();
    element.addEventListener("error", onError);
    return () => element.removeEventListener("error", onError);
  }, [element, moveToLatest]);

  useEffect(() => {
    if (url === inUse.current) return;
    // Another file, or one not started yet: nothing to break. Failed while waiting for a newer URL: this is it.
    if (!element || withoutQuery(url) !== withoutQuery(inUse.current) || (element.paused && element.currentTime === 0))
      setSrc(url);
    else if (element.error) moveToLatest.current();
  }, [url, element, inUse, moveToLatest]);

  // The block's media changed to another file: shown at once, not after the effect.
  return withoutQuery(url) === withoutQuery(src) ? src : url;
}

const withoutQuery = (url: string) => url.split("?")[0];
