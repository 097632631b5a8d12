import { activeRemainingSeconds, type PlayerState } from "@coursewright/course-model";
import { useEffect, useState } from "react";

/** Seconds left on the shown page's time limit, ticking each second; calls onExpired once when it reaches 0. */
export function useCountdown(engine: PlayerState | null, onExpired: () => void): number | null {
  const [remaining, setRemaining] = useState(() => (engine ? activeRemainingSeconds(engine) : null));
  const pageId = engine?.activePageId ?? null;
  const limit =
    engine && pageId !== null ? engine.progress.pagesProgresses.find((p) => p.id === pageId)?.finishLimit : null;

  // The countdown restarts only when the page or its limit changes, not on every answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: engine and onExpired are read for this page only
  useEffect(() => {
    if (!engine || !limit) {
      setRemaining(null);
      return;
    }
    let fired = false;
    const tick = () => {
      const left = activeRemainingSeconds(engine);
      setRemaining(left);
      if (left === 0 && !fired) {
        fired = true;
        onExpired();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [pageId, limit]);

  return remaining;
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
