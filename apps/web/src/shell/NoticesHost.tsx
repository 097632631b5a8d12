import { UI } from "@coursewright/course-model";
import { lazy, Suspense } from "react";
import { loadNotifications, useNoticesHost } from "./notify";

const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

/** The snackbar's container, mounted when the page shows its first notice (see notify.ts). */
export function NoticesHost() {
  const wanted = useNoticesHost((s) => s.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={UI.snackbarMs} zIndex={2000} />
    </Suspense>
  );
}
