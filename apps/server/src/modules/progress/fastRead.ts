import type { Deps } from "../../deps";
import type { FastLane, FastTextAnswer } from "../../http/fastLane";
import { peekSigner } from "../../http/signing";
import { sessionFromMemory } from "../auth/tokens";
import { launchAllows, serialOf, shareOf } from "../player/fastReads";
import { playAccessFromMemory } from "../shares/access";
import { learnerProgressText } from "./learnerRow";
import { progressAnswerJson } from "./presenter";

/** The route's launch areas (routes.ts: `config.launch`). */
const LAUNCH_AREAS = ["player"] as const;
/** The headers Fastify sends with the route's string answer (the lane adds content-length, as Fastify does). */
const ANSWER_HEADERS = { "content-type": "application/json; charset=utf-8" };

/**
 * GET get_progress in the fast lane (http/fastLane.ts): what the route decides (the sign-in, the launch's course,
 * the share's rule) from this process's memory, then ONE asynchronous read, the learner's row, which stays a read
 * of the database (a write from any process must be seen by the next read; bench/RESULTS.md "get_progress"). The
 * answer is the route's own text (progressAnswerJson). Everything else goes to the route, which stays the
 * reference: anything missing from memory, any refusal (401, 403, 404, 422), and a learner without a row yet (the
 * route creates it) or a failed read (the route then answers as it does, 503 when the database is down).
 */
export function progressFastRead(lane: FastLane, { db, config }: Pick<Deps, "db" | "config">): void {
  lane.route("/api/course_player/get_progress/", (rest, query, request) => {
    const courseId = serialOf(rest);
    const shareId = shareOf(query);
    // Without a share the route answers 422 (share_id is required).
    if (courseId === undefined || !shareId) return undefined;
    const signer = peekSigner(db);
    if (!signer) return undefined;
    const now = Date.now();
    const session = sessionFromMemory(request.headers.authorization, now);
    if (!session || !launchAllows(session.scope, LAUNCH_AREAS, () => courseId)) return undefined;
    const access = playAccessFromMemory(session.user, courseId, shareId, now);
    if (!access?.share) return undefined;
    const { course, user } = access;
    return learnerProgressText(db, shareId, user.id).then((row): FastTextAnswer | undefined =>
      row
        ? {
            status: 200,
            headers: ANSWER_HEADERS,
            body: progressAnswerJson(row, course.attempts, signer, session, config.tokenTtlSeconds),
          }
        : undefined,
    );
  });
}
