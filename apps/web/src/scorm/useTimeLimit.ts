import { type ScormTimeLimit, type ScormVersion, scormTimeLimit } from "@coursewright/course-model";
import { useCallback, useEffect, useRef, useState } from "react";

/** setTimeout's longest wait (about 24.8 days): a longer limit is never reached in one page view anyway. */
const MAX_TIMER_MS = 2_147_483_647;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * A SCO's time limit acted on as Moodle and SCORM Cloud do (issue 16): from its Initialize, the time the manifest
 * allows less the total time of earlier launches; when it runs out the player tells the learner ("…,message") and
 * ends the SCO ("exit,…"). `started` is called on the SCO's Initialize, `stopped` when it finishes by itself.
 */
export function useTimeLimit(initialState: Record<string, unknown> | undefined, exit: () => void) {
  const [timeUp, setTimeUp] = useState<ScormTimeLimit | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ initialState, exit });
  latest.current = { initialState, exit };

  const started = useCallback((version: ScormVersion) => {
    if (timer.current !== undefined) return;
    const limit = scormTimeLimit(version, record(latest.current.initialState?.cmi));
    if (!limit) return;
    timer.current = window.setTimeout(
      () => {
        setTimeUp(limit);
        if (limit.exit) latest.current.exit();
      },
      Math.min(limit.remainingMs, MAX_TIMER_MS),
    );
  }, []);

  const stopped = useCallback(() => {
    window.clearTimeout(timer.current);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { timeUp, started, stopped };
}
