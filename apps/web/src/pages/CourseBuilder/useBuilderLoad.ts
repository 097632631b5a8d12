import {
  type BuilderState,
  createBuilderState,
  flattenCourseContent,
  openRequestedPage,
} from "@coursewright/course-model";
import { useCallback, useEffect, useState } from "react";
import { builderApi } from "../../builder/api";
import { setOpenBuilderCourse, takePrefetchedCourse } from "../../builder/coursePrefetch";
import { ensurePageLoaded, forgetPageLoads } from "../../builder/pageLoading";
import { resetBuilder, startBuilder } from "../../builder/store";

export type BuilderLoad = "loading" | "failed" | "ready";

/**
 * Loads the course into the builder store and opens the page the address names (`?page=`, so a reload comes
 * back to the page being edited) or else its first page; leaving the builder forgets it all,
 * the copied block included (spec 2 navigation rules). A missing course goes to the 404 screen (the API
 * client does that); other failures offer a retry.
 */
export function useBuilderLoad(
  courseId: number | null,
  requestedPageId: number | null,
): { status: BuilderLoad; retry(): void } {
  const [status, setStatus] = useState<BuilderLoad>("loading");
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new attempt loads again; the requested page only counts when loading.
  useEffect(() => {
    if (courseId === null) return;
    let active = true;
    setStatus("loading");
    void (async () => {
      let state: BuilderState;
      try {
        // The route asked for the course while this code was loading (builder/coursePrefetch.ts).
        const course = await (takePrefetchedCourse(courseId) ?? builderApi.course(courseId));
        const loaded = createBuilderState(course, flattenCourseContent(course.topics, course.pages));
        state = openRequestedPage(loaded, requestedPageId);
      } catch {
        if (active) setStatus("failed");
        return;
      }
      if (!active) return;
      startBuilder(courseId, state, new Set());
      setStatus("ready");
      // A page that fails to load shows its own retry on the canvas.
      if (state.activePageId !== null) await ensurePageLoaded(state.activePageId).catch(() => undefined);
    })();
    return () => {
      active = false;
    };
  }, [courseId, attempt]);

  useEffect(() => {
    setOpenBuilderCourse(courseId);
    return () => {
      setOpenBuilderCourse(null);
      resetBuilder();
      forgetPageLoads();
    };
  }, [courseId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
