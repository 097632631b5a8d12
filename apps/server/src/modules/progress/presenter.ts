import type { PlayerProgress } from "@coursewright/course-model";
import type { CourseProgressRow } from "../../db/schema";
import type { Signer } from "../../http/signing";
import { type BeaconSession, issueBeaconToken } from "./beaconToken";
import type { LearnerProgressText } from "./learnerRow";

/** The row as the player reads it (spec 3 Progress server form), with a fresh beacon token of the reader's sign-in. */
export function presentProgress(
  row: CourseProgressRow,
  attempts: number | null,
  signer: Signer,
  session: BeaconSession,
  beaconTtlSeconds: number,
): PlayerProgress {
  const beacon = issueBeaconToken(signer, { progressId: row.id, userId: row.user_id }, session, beaconTtlSeconds);
  return {
    id: row.id,
    share_id: row.share_id,
    course_id: row.course_id,
    current_page_id: row.current_page_id,
    completed: row.completed,
    passed: row.passed,
    pass_percent: row.pass_percent,
    met_display_conditions: row.met_display_conditions,
    current_attempt_number: row.current_attempt_number,
    desired_pages_order: row.desired_pages_order,
    pages_progresses: row.pages_progresses,
    blocks_progresses: row.blocks_progresses,
    attempts,
    revision: row.revision,
    beacon_token: beacon.token,
    beacon_token_expires_at: beacon.expiresAt.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const str = JSON.stringify;

/**
 * get_progress's whole answer, `{"data": <the row as presentProgress shows it>}`, as JSON text written by hand:
 * the jsonb columns go in as PostgreSQL's text, unparsed, and no schema walks the answer on its way out (the
 * route sends these bytes; zod's response serializer cost more CPU than the rest of the handler: issue 20,
 * bench/RESULTS.md "get_progress"). Same keys in the same order as presentProgress; the progress tests read both.
 */
export function progressAnswerJson(
  row: LearnerProgressText,
  attempts: number | null,
  signer: Signer,
  session: BeaconSession,
  beaconTtlSeconds: number,
): string {
  const beacon = issueBeaconToken(signer, { progressId: row.id, userId: row.user_id }, session, beaconTtlSeconds);
  return (
    `{"data":{"id":${row.id},"share_id":${str(row.share_id)},"course_id":${row.course_id},` +
    `"current_page_id":${row.current_page_id},"completed":${row.completed},"passed":${row.passed},` +
    `"pass_percent":${row.pass_percent},"met_display_conditions":${row.met_display_conditions},` +
    `"current_attempt_number":${row.current_attempt_number},"desired_pages_order":${row.desired_pages_order},` +
    `"pages_progresses":${row.pages_progresses},"blocks_progresses":${row.blocks_progresses},` +
    `"attempts":${attempts},"revision":${row.revision},"beacon_token":${str(beacon.token)},` +
    `"beacon_token_expires_at":"${beacon.expiresAt.toISOString()}","updated_at":"${row.updated_at.toISOString()}"}}`
  );
}
