import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/open";
import type { UserRow } from "../../db/schema";
import { getSigner, type Signer } from "../../http/signing";
import { sessionUser } from "../shares/access";
import type { LandingSnapshot } from "./snapshot";
import { landingSnapshot } from "./snapshotCache";
import { type ViewerCourses, viewerCourses } from "./viewer";
import { hubUnavailable, readableByAnyone, requireGranted, type Visit, visitorAccess } from "./visitorAccess";

export interface LandingContext {
  snapshot: LandingSnapshot;
  visit: Visit;
  user: UserRow | null;
  signer: Signer;
  /** The answer is the same for every anonymous visitor (a CDN may keep it). */
  shared: boolean;
}

/** The hub and where the visitor stands; a hub they may not see (an unknown id, another's draft) is 404. */
export async function landingContext(db: Database, request: FastifyRequest, hubId: number): Promise<LandingContext> {
  const snapshot = await landingSnapshot(db, hubId);
  if (!snapshot) throw hubUnavailable();
  const user = sessionUser(request);
  const [visit, signer] = await Promise.all([visitorAccess(db, snapshot.hub, user), getSigner(db)]);
  if (!visit) throw hubUnavailable();
  return { snapshot, visit, user, signer, shared: user === null && readableByAnyone(snapshot.hub) };
}

/** The same, for the hub's content: granted visitors only (anonymous 401, others 403); with their courses. */
export async function grantedContext(
  db: Database,
  request: FastifyRequest,
  hubId: number,
): Promise<LandingContext & { viewer: ViewerCourses }> {
  const context = await landingContext(db, request, hubId);
  requireGranted(context.visit);
  const viewer = await viewerCourses(db, hubId, context.user, context.visit);
  return { ...context, viewer };
}
