import { hasPermission, PERMISSIONS } from "@coursewright/course-model";
import { useEffect, useMemo } from "react";
import { useParams, useSearchParams } from "react-router";
import { PlayAccessContext } from "../../blocks/playAccess";
import { useEmbeddedLaunch } from "../../embedded/embeddedSession";
import { withLaunch } from "../../embedded/playerQuery";
import { PlayerScreen } from "../../player/PlayerScreen";
import { flushRun, startRun, stopRun } from "../../player/playerStore";
import { readPlayerQuery } from "../../progress/createProgressStore";
import { useSession } from "../../session/store";

/** /coursePlayer/:courseId?share_id=&progress_mode=&page= (spec 2 coursePlayer, spec 1 integration modes). */
export default function CoursePlayerPage() {
  const { courseId } = useParams();
  const [search] = useSearchParams();
  const id = Number(courseId);
  const key = search.toString();
  const launch = useEmbeddedLaunch();
  const query = useMemo(() => withLaunch(readPlayerQuery(new URLSearchParams(key)), launch), [key, launch]);
  const creator = useSession((s) => hasPermission(s.permissions, PERMISSIONS.createCourse));

  useEffect(() => {
    void startRun(id, query);
    // Spec 4: nothing is lost when the tab is hidden or closed: pending progress and the session go as beacons.
    const onHidden = () => {
      if (document.visibilityState === "hidden") flushRun();
    };
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", flushRun);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", flushRun);
      stopRun();
    };
  }, [id, query]);

  const access = useMemo(() => ({ shareId: query.shareId }), [query.shareId]);
  const embedded = query.mode === "lms" || query.mode === "scorm";
  const backTo = embedded ? null : query.shareId ? "/upcomingCourses" : creator ? `/courseBuilder/${id}` : "/dashboard";
  return (
    <PlayAccessContext.Provider value={access}>
      <PlayerScreen backTo={backTo} />
    </PlayAccessContext.Provider>
  );
}
