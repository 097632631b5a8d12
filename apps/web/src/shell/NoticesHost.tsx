import { UI } from "@coursewright/course-model";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense, useEffect } from "react";
import { loadNotifications, useNoticesHost } from "./notify";
import "./NoticesHost.css";

const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

/** Phones: the width below which the shell shows its top bar with the menu button (AppFrame's PHONE_QUERY). */
const PHONE_QUERY = `(max-width: ${UI.breakpoints[2] - 0.02}px)`;

/**
 * The snackbar's container, mounted when the page shows its first notice (see notify.ts). On phones it sits at
 * the bottom (above the safe area): at the top it covered the menu button and the builder's undo. Each notice
 * keeps Mantine's role="alert", so moving it changes nothing for screen readers.
 */
export function NoticesHost() {
  const wanted = useNoticesHost((s) => s.wanted);
  const atBottom = useNoticesHost((s) => s.atBottom);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (!wanted) return null;
  // A notice shown just before the screen changed (created, then opened in the builder) moves with the container.
  return (
    <Suspense fallback={null}>
      <Notifications
        className="cw-notices"
        position={atBottom || phone ? "bottom-center" : "top-center"}
        autoClose={UI.snackbarMs}
        zIndex={2000}
      />
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
