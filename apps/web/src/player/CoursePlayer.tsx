import { hasPermission, PERMISSIONS } from "@coursewright/course-model";
import { useEffect, useMemo } from "react";
import { PlayAccessContext } from "../blocks/playAccess";
import { useEmbeddedLaunch } from "../embedded/embeddedSession";
import { withLaunch } from "../embedded/playerQuery";
import { readPlayerQuery } from "../progress/createProgressStore";
import { useSession } from "../session/store";
import { PlayerScreen } from "./PlayerScreen";
import { flushRun, startRun, stopRun, usePlayerStore } from "./playerStore";
import { scheduleSessionFlushes } from "./sessionFlushes";

/**
 * /coursePlayer/:courseId?share_id=&progress_mode=&page= (spec 2 coursePlayer, spec 1 integration modes). Knows
 * nothing of the router: the app's route and the player's own entry (playerMain.tsx) both draw it.
 */
export function CoursePlayer({ courseId, search }: { courseId: number; search: string }) {
  const launch = useEmbeddedLaunch();
  const query = useMemo(() => withLaunch(readPlayerQuery(new URLSearchParams(search)), launch), [search, launch]);
  const creator = useSession((s) => hasPermission(s.permissions, PERMISSIONS.createCourse));

  useEffect(() => {
    // The run may have started already (the player's entry starts it before React draws anything): then it is kept.
    void startRun(courseId, query);
    // Spec 4: nothing is lost when the tab is hidden, closed or killed: pending progress and the session's new
    // part go as beacons then, and regularly while the tab is shown (sessionFlushes.ts).
    const stopFlushes = scheduleSessionFlushes(flushRun);
    return () => {
      stopFlushes();
      stopRun();
    };
  }, [courseId, query]);

  const attempt = usePlayerStore((state) => state.engine?.progress.currentAttemptNumber ?? 0);
  const access = useMemo(
    () => ({ shareId: query.shareId, mode: query.mode, attempt }),
    [query.shareId, query.mode, attempt],
  );
  const embedded = query.mode === "lms" || query.mode === "scorm";
  const backTo = embedded
    ? null
    : query.shareId
      ? "/upcomingCourses"
      : creator
        ? `/courseBuilder/${courseId}`
        : "/dashboard";
  return (
    <PlayAccessContext.Provider value={access}>
      <PlayerScreen backTo={backTo} />
    </PlayAccessContext.Provider>
  );
}
