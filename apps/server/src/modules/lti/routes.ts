import type { Deps } from "../../deps";
import type { App } from "../../http/types";
import { launchRoutes } from "./launchRoutes";
import { platformRoutes } from "./platformRoutes";

/** Issue 18: the LTI 1.3 tool (platform registrations, the tool's keys, login initiation and launch). */
export function ltiRoutes(app: App, deps: Deps): void {
  platformRoutes(app, deps);
  launchRoutes(app, deps);
}
