import type { Deps } from "../../deps";
import type { App } from "../../http/types";
import { hubCreatorRoutes } from "./creatorRoutes";
import { hubItemRoutes } from "./itemRoutes";
import { labelRoutes } from "./labelRoutes";
import { hubLandingMediaRoutes } from "./landingMedia";
import { hubLandingRoutes } from "./landingRoutes";
import { hubLearnerRoutes } from "./learnerRoutes";
import { hubSharingRoutes } from "./sharingRoutes";
import { hubLandingPageRoutes } from "./ssr/landingPageRoutes";

/** Course hubs (issue 21, docs/decisions/011-course-hubs.md): creators' API, landing data, learners, landing HTML. */
export function hubRoutes(app: App, deps: Deps): void {
  hubCreatorRoutes(app, deps);
  labelRoutes(app, deps);
  hubItemRoutes(app, deps);
  hubSharingRoutes(app, deps);
  hubLandingRoutes(app, deps);
  hubLandingMediaRoutes(app, deps);
  hubLearnerRoutes(app, deps);
  hubLandingPageRoutes(app, deps);
}
