import { parseLandingPath } from "@coursewright/course-model";
import type { FastLane, FastRoute } from "../../http/fastLane";
import { anonymousHubKey, landingPageKey } from "./landingAnswerKeys";
import { landingVariant, peekLandingAnswer } from "./landingAnswers";
import { peekLandingSnapshot } from "./snapshotCache";
import { canonicalOf } from "./ssr/landingPageRoutes";
import { readableByAnyone } from "./visitorAccess";

/** A serial id as the routes' schema takes it, written plainly (no sign, no leading zero, no exponent). */
const SERIAL = /^[1-9][0-9]{0,9}$/;
const MAX_SERIAL = 2147483647;
/** The queries get_hub's schema reads the same way; anything else is left to the route. */
const WITH_COURSES: Record<string, boolean> = {
  "": false,
  "with_courses=false": false,
  "with_courses=true": true,
};

/**
 * get_hub for an anonymous visitor of a hub anyone may read, once this process has made that answer. A request
 * with any Authorization header (a visitor's own answer, or a token to refuse) goes to the route.
 */
const anonymousHub: FastRoute = (rest, query, request) => {
  if (request.headers.authorization !== undefined || !SERIAL.test(rest)) return undefined;
  const withCourses = WITH_COURSES[query];
  const id = Number(rest);
  if (withCourses === undefined || id > MAX_SERIAL) return undefined;
  const now = Date.now();
  const snapshot = peekLandingSnapshot(id, now);
  if (!snapshot || !readableByAnyone(snapshot.hub)) return undefined;
  const answer = peekLandingAnswer(snapshot, anonymousHubKey(withCourses), now);
  if (!answer) return undefined;
  return landingVariant(answer, request.headers["accept-encoding"], request.headers["if-none-match"]);
};

/**
 * A landing page's HTML at its canonical address, once made: the same for everyone. Redirects, drafts, unknown
 * hubs and pages not made yet go to the route.
 */
const landingPage: FastRoute = (rest, _query, request) => {
  const page = parseLandingPath(`/hubs/landing/${rest}`);
  if (!page) return undefined;
  const now = Date.now();
  const snapshot = peekLandingSnapshot(page.hubId, now);
  if (!snapshot?.hub.published) return undefined;
  const { canonical, redirect } = canonicalOf(page, snapshot.hub.slug);
  if (redirect) return undefined;
  const answer = peekLandingAnswer(snapshot, landingPageKey(canonical), now);
  if (!answer) return undefined;
  return landingVariant(answer, request.headers["accept-encoding"], request.headers["if-none-match"]);
};

/** The landing pages' hottest reads in the fast lane (http/fastLane.ts), as the player's are. */
export function hubFastReads(lane: FastLane): void {
  lane.route("/api/course_hubs/landing/get_hub/", anonymousHub);
  lane.route("/hubs/landing/", landingPage);
}
