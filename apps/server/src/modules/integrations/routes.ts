import type { Deps } from "../../deps";
import type { App } from "../../http/types";
import { creatorRoutes } from "./creatorRoutes";
import { externalRoutes } from "./externalRoutes";
import { redeemRoutes } from "./redeemRoutes";

/** Issue 8: API integrations (the creator's CRUD, the external API) and the launches that embed the player. */
export function integrationRoutes(app: App, deps: Deps): void {
  creatorRoutes(app, deps);
  externalRoutes(app, deps);
  redeemRoutes(app, deps);
}
