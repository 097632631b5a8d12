import { formatSessionTime, type ScormSnapshot } from "@coursewright/course-model";
import { useEffect, useMemo, useState } from "react";

/**
 * The session time to show: counting up every second while the SCO runs (from the launcher's last
 * measurement), and what the SCO reported once it has finished.
 */
export function useLiveSessionTime(snapshot: ScormSnapshot | null): string {
  const receivedAt = useMemo(() => (snapshot ? Date.now() : 0), [snapshot]);
  const running = snapshot?.initialized === true && !snapshot.finished;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  if (!snapshot) return "";
  if (!running) return snapshot.session_time;
  const seconds = snapshot.elapsed_seconds + Math.max(0, now - receivedAt) / 1000;
  return formatSessionTime(snapshot.version, seconds);
}
