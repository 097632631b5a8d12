import { UI } from "@coursewright/course-model";
import { lazy, Suspense, useEffect } from "react";
import { loadNotifications, useNoticesHost } from "./notify";

const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

/** The snackbar's container, mounted when the page shows its first notice (see notify.ts). */
export function NoticesHost() {
  const wanted = useNoticesHost((s) => s.wanted);
  const atBottom = useNoticesHost((s) => s.atBottom);
  if (!wanted) return null;
  // A notice shown just before the screen changed (created, then opened in the builder) moves with the container.
  return (
    <Suspense fallback={null}>
      <Notifications position={atBottom ? "bottom-center" : "top-center"} autoClose={UI.snackbarMs} zIndex={2000} />
    </Suspense>
  );
}

/** While the calling screen is shown, notices show at the bottom, clear of its toolbar and title (see useNoticesHost). */
export function useNoticesAtBottom() {
  useEffect(() => {
    useNoticesHost.setState({ atBottom: true });
    return () => useNoticesHost.setState({ atBottom: false });
  }, []);
}
