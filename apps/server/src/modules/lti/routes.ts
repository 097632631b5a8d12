import type { Deps } from "../../deps";
import type { App } from "../../http/types";
import { launchRoutes } from "./launchRoutes";
import { platformRoutes } from "./platformRoutes";
import { rosterRoutes } from "./rosterRoutes";

/** Issue 18: the LTI 1.3 tool (platform registrations, the tool's keys, login initiation and launch, rosters). */
export function ltiRoutes(app: App, deps: Deps): void {
  platformRoutes(app, deps);
  launchRoutes(app, deps);
  rosterRoutes(app, deps);
}
