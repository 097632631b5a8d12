import type { AnimationItem, LottiePlayer } from "lottie-web";
import { useCallback, useEffect, useRef, useState } from "react";

let lottieModule: Promise<LottiePlayer> | null = null;

/**
 * lottie-web, fetched on first use only (its own chunk): a page without an animation block never loads it.
 * The light build renders SVG only and has no expression support, so an uploaded animation cannot run script
 * through expressions (they use eval); the media library's preview uses the same build.
 */
function loadLottie(): Promise<LottiePlayer> {
  lottieModule ??= import("lottie-web/build/player/lottie_light").then(
    (module) => module.default,
    (error: unknown) => {
      lottieModule = null;
      throw error;
    },
  );
  return lottieModule;
}

// The file's text by URL, so a page showing the same animation twice fetches it once. Text rather than the
// parsed object: lottie-web writes into the data it is given, so each instance parses its own copy.
const files = new Map<string, Promise<string>>();

function fetchAnimation(url: string): Promise<string> {
  let file = files.get(url);
  if (!file) {
    if (files.size > 32) files.clear();
    file = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`animation file answered ${response.status}`);
      return response.text();
    });
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file;
}

export type LottieStatus = "loading" | "ready" | "failed";

export interface LottieControls {
  /** Attach to the element the animation is drawn in. */
  containerRef: React.RefObject<HTMLDivElement | null>;
  status: LottieStatus;
  playing: boolean;
  /** Plays from the current frame, or from the start once it has ended. */
  play(): void;
  /** Plays from the first frame. */
  restart(): void;
  /** Holds the current frame. */
  pause(): void;
  /** Stops on the first frame. */
  stop(): void;
}

/**
 * Draws the Lottie file at `url` (SVG, scaled to fit) stopped on its first frame; the caller decides when it
 * plays. The instance is destroyed when the URL changes or the component unmounts.
 */
export function useLottie(url: string | null, loop: boolean): LottieControls {
  const containerRef = useRef<HTMLDivElement>(null);
  const animation = useRef<AnimationItem | null>(null);
  const loopRef = useRef(loop);
  loopRef.current = loop;
  const [status, setStatus] = useState<LottieStatus>("loading");
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    setStatus("loading");
    setPlaying(false);
    if (!url) return;
    let cancelled = false;
    let instance: AnimationItem | null = null;
    (async () => {
      try {
        const [lottie, text] = await Promise.all([loadLottie(), fetchAnimation(url)]);
        const animationData: unknown = JSON.parse(text);
        if (typeof animationData !== "object" || animationData === null) throw new Error("not a Lottie file");
        if (cancelled || !containerRef.current) return;
        instance = lottie.loadAnimation({
          container: containerRef.current,
          renderer: "svg",
          loop: loopRef.current,
          autoplay: false,
          animationData,
          rendererSettings: { preserveAspectRatio: "xMidYMid meet" },
        });
        instance.addEventListener("complete", () => setPlaying(false));
        animation.current = instance;
        setStatus("ready");
      } catch (error) {
        console.error("animation failed to load", error);
        if (!cancelled) setStatus("failed");
      }
    })();
    return () => {
      cancelled = true;
      instance?.destroy();
      animation.current = null;
    };
  }, [url]);

  useEffect(() => {
    animation.current?.setLoop(loop);
  }, [loop]);

  const restart = useCallback(() => {
    const current = animation.current;
    if (!current) return;
    current.goToAndPlay(0, true);
    setPlaying(true);
  }, []);

  const play = useCallback(() => {
    const current = animation.current;
    if (!current) return;
    // At the last frame of a finished run, play() would do nothing visible.
    if (current.currentFrame >= current.totalFrames - 1) current.goToAndPlay(0, true);
    else current.play();
    setPlaying(true);
  }, []);

  const pause = useCallback(() => {
    animation.current?.pause();
    setPlaying(false);
  }, []);

  const stop = useCallback(() => {
    const current = animation.current;
    if (!current) return;
    current.goToAndStop(0, true);
    setPlaying(false);
  }, []);

  return { containerRef, status, playing, play, restart, pause, stop };
}
