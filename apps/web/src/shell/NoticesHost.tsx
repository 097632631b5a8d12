import { UI } from "@coursewright/course-model";
import { lazy, Suspense, useEffect } from "react";
import { loadNotifications, useNoticesHost } from "./notify";

const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

/** The snackbar's container, mounted when the page shows its first notice (see notify.ts). */
export function NoticesHost() {
  const wanted = useNoticesHost((s) => s.wanted);
  const belowBar = useNoticesHost((s) => s.belowBar);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position="top-center"
        autoClose={UI.snackbarMs}
        zIndex={2000}
        classNames={belowBar ? { root: "cw-notices-below-bar" } : undefined}
      />
    </Suspense>
  );
}

/** While the calling screen is shown, notices start under its top toolbar (see useNoticesHost). */
export function useNoticesBelowBar() {
  useEffect(() => {
    useNoticesHost.setState({ belowBar: true });
    return () => useNoticesHost.setState({ belowBar: false });
  }, []);
}
