import {
  activePage,
  activeRemainingSeconds,
  type PlayerState,
  type TimerMilestone,
  timerAnnouncement,
} from "@coursewright/course-model";
import { useEffect, useRef, useState } from "react";

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

/**
 * The milestone the page's countdown last reached (half the time, one minute, ten seconds left), for a live
 * region: screen readers hear the timer at those moments, not every second (course-model timerAnnouncements).
 */
export function useTimerMilestone(engine: PlayerState | null, remaining: number | null): TimerMilestone | null {
  const limit = engine ? (activePage(engine)?.time_limit ?? null) : null;
  const pageId = engine?.activePageId ?? null;
  const before = useRef<{ pageId: number | null; remaining: number | null }>({ pageId, remaining: null });
  const [milestone, setMilestone] = useState<TimerMilestone | null>(null);
  useEffect(() => {
    const previous = before.current.pageId === pageId ? before.current.remaining : null;
    before.current = { pageId, remaining };
    if (limit === null || remaining === null) {
      setMilestone(null);
      return;
    }
    if (previous === null) setMilestone(null);
    const reached = timerAnnouncement(limit, previous, remaining);
    if (reached) setMilestone(reached);
  }, [limit, pageId, remaining]);
  return milestone;
}
