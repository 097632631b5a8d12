import { SHARE_ID_PATTERN } from "@coursewright/course-model";
import type { UserRow } from "../../db/schema";
import type { FastLane, FastRoute } from "../../http/fastLane";
import { type LaunchArea, policies } from "../../http/policies";
import { type LaunchScope, sessionFromMemory } from "../auth/tokens";
import { courseAnswerFromMemory, PLAYER_READ_AREAS, pageAnswerFromMemory } from "./answers";
import { answerVariant, type CachedAnswer } from "./courseCache";
import { peekPageCourse } from "./pageCourses";

/** A serial id as the routes' schema takes it, written plainly (no sign, no leading zero, no exponent). */
const SERIAL = /^[1-9][0-9]{0,9}$/;
const MAX_SERIAL = 2147483647;
const SHARE_QUERY = "share_id=";

/** The route's id, or undefined when the text is anything the lane should not judge alone. */
export function serialOf(text: string): number | undefined {
  if (!SERIAL.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_SERIAL ? id : undefined;
}

/** No query, or exactly `share_id=<a share id>`: anything else goes to Fastify. null: not one of those. */
export function shareOf(query: string): string | undefined | null {
  if (query === "") return undefined;
  if (!query.startsWith(SHARE_QUERY)) return null;
  const id = query.slice(SHARE_QUERY.length);
  return SHARE_ID_PATTERN.test(id) ? id : null;
}

type FromMemory = (user: UserRow, id: number, shareId: string | undefined, now: number) => CachedAnswer | undefined;
/** The course of the route's id from memory; undefined when it is not there. */
type CourseFromMemory = (id: number, now: number) => number | undefined;

/**
 * A route's launch rule (http/launchAccess.ts: its areas, its course) from memory: false sends the request on to
 * the route.
 */
export function launchAllows(
  scope: LaunchScope | null,
  areas: readonly LaunchArea[],
  courseId: () => number | undefined,
): boolean {
  if (!scope) return true;
  const area = policies.launchArea(scope, { areas });
  const course = area === null ? undefined : courseId();
  return area !== null && course !== undefined && policies.launchCourse(scope, area, course);
}

function fastRead(fromMemory: FromMemory, courseOf: CourseFromMemory): FastRoute {
  return (rest, query, request) => {
    const id = serialOf(rest);
    const shareId = shareOf(query);
    if (id === undefined || shareId === null) return undefined;
    // An anonymous or unknown caller is refused by the route (401), never here.
    const now = Date.now();
    const session = sessionFromMemory(request.headers.authorization, now);
    if (!session || !launchAllows(session.scope, PLAYER_READ_AREAS, () => courseOf(id, now))) return undefined;
    const answer = fromMemory(session.user, id, shareId, now);
    if (!answer) return undefined;
    return answerVariant(answer, request.headers["accept-encoding"], request.headers["if-none-match"]);
  };
}

/** The player's reads in the fast lane: a course and a page, once this process has answered them. */
export function playerFastReads(lane: FastLane): void {
  lane.route(
    "/api/course_player/get_course/",
    fastRead(courseAnswerFromMemory, (id) => id),
  );
  lane.route("/api/course_player/get_single_page_full_info/", fastRead(pageAnswerFromMemory, peekPageCourse));
}
