import type { PageBlock } from "@coursewright/course-model";
import type { ViewMode } from "../faces";

/**
 * Share of a video or audio a learner has to play for the block to count as done (spec 3 leaves "played"
 * open: ending it, or coming this close to the end, since many recordings trail off into silence or credits).
 */
export const PLAYED_ENOUGH_RATIO = 0.9;

export interface PlaybackPosition {
  currentTime: number;
  duration: number;
  ended: boolean;
}

/** True once the media has ended or reached 90% of a known, finite duration (streams without one count at the end). */
export function hasPlayedEnough({ currentTime, duration, ended }: PlaybackPosition): boolean {
  if (ended) return true;
  if (!Number.isFinite(duration) || duration <= 0) return false;
  return currentTime >= duration * PLAYED_ENOUGH_RATIO;
}

export interface PlaybackFlags {
  autoPlay: boolean;
  muted: boolean;
  loop: boolean;
}

/**
 * The native player's flags for a block. Autoplay happens only for learners: on the builder canvas it would
 * start as soon as the author scrolls by. Videos autoplay muted, the only autoplay browsers allow without a
 * click; muting audio would make autoplay pointless, so audio asks for sound and the browser decides.
 */
export function playbackFlags(
  block: Pick<PageBlock, "autoplay" | "loop_playback">,
  mode: ViewMode,
  kind: "video" | "audio",
): PlaybackFlags {
  const autoPlay = mode === "player" && block.autoplay;
  return { autoPlay, muted: autoPlay && kind === "video", loop: block.loop_playback };
}
