import { SHARE_ID_PATTERN } from "@coursewright/course-model";
import type { UserRow } from "../../db/schema";
import type { FastLane, FastRoute } from "../../http/fastLane";
import { sessionFromMemory } from "../auth/tokens";
import { courseAnswerFromMemory, pageAnswerFromMemory } from "./answers";
import { answerVariant, type CachedAnswer } from "./courseCache";

/** A serial id as the routes' schema takes it, written plainly (no sign, no leading zero, no exponent). */
const SERIAL = /^[1-9][0-9]{0,9}$/;
const MAX_SERIAL = 2147483647;
const SHARE_QUERY = "share_id=";

/** The route's id, or undefined when the text is anything the lane should not judge alone. */
function serialOf(text: string): number | undefined {
  if (!SERIAL.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_SERIAL ? id : undefined;
}

/** No query, or exactly `share_id=<a share id>`: anything else goes to Fastify. null: not one of those. */
function shareOf(query: string): string | undefined | null {
  if (query === "") return undefined;
  if (!query.startsWith(SHARE_QUERY)) return null;
  const id = query.slice(SHARE_QUERY.length);
  return SHARE_ID_PATTERN.test(id) ? id : null;
}

type FromMemory = (user: UserRow, id: number, shareId: string | undefined, now: number) => CachedAnswer | undefined;

function fastRead(fromMemory: FromMemory): FastRoute {
  return (rest, query, request) => {
    const id = serialOf(rest);
    const shareId = shareOf(query);
    if (id === undefined || shareId === null) return undefined;
    // An anonymous or unknown caller is refused by the route (401), never here.
    const now = Date.now();
    const session = sessionFromMemory(request.headers.authorization, now);
    if (!session) return undefined;
    const answer = fromMemory(session.user, id, shareId, now);
    if (!answer) return undefined;
    return answerVariant(answer, request.headers["accept-encoding"], request.headers["if-none-match"]);
  };
}

/** The player's reads in the fast lane: a course and a page, once this process has answered them. */
export function playerFastReads(lane: FastLane): void {
  lane.route("/api/course_player/get_course/", fastRead(courseAnswerFromMemory));
  lane.route("/api/course_player/get_single_page_full_info/", fastRead(pageAnswerFromMemory));
}
