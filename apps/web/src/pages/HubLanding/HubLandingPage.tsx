import { useEffect, useState } from "react";
import { RouteFallback } from "../../shell/RouteFallback";
import NotFoundPage from "../NotFound/NotFoundPage";
import { loadLandingEntry } from "./loadLandingEntry";

/**
 * The hub landing routes inside the app (a link from the app, the way back after logging in from a landing page):
 * the landing pages have a page of their own (hub.html), which the browser loads in place of the app.
 */
export default function HubLandingPage() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!loadLandingEntry(window.location, window.sessionStorage, Date.now())) setFailed(true);
  }, []);
  return failed ? <NotFoundPage /> : <RouteFallback />;
}
