import { MAX_STORED_ID } from "../course/common";
import { isStorableText } from "../text";
import { isServerDate } from "./serverDate";
import { PROGRESS_LIMITS, type UpdateProgressRequest } from "./serverFormSchema";

/**
 * A fast check of an update_progress body (the server's hottest request) as the player sends it, in its
 * canonical form: every field present, no field the schema does not know, every value valid. For such a body
 * updateProgressRequestSchema answers an equal copy, so the body can be used as it is, without the schema's
 * walk and copy. Any other body (a missing field that takes a default, an unknown field the schema strips, an
 * invalid value) is not canonical and goes through the schema, which answers the same and says what is wrong.
 * canonicalProgress.test.ts checks the two agree on generated bodies: a change to the schema must come here too.
 */
export function isCanonicalUpdateProgress(value: unknown): value is UpdateProgressRequest {
  return (
    isRecordOf(value, 9) &&
    (value.current_page_id === null || isStoredId(value.current_page_id)) &&
    typeof value.completed === "boolean" &&
    typeof value.passed === "boolean" &&
    isIntIn(value.pass_percent, 0, 100) &&
    isIdList(value.met_display_conditions, PROGRESS_LIMITS.blocks) &&
    isIntIn(value.current_attempt_number, 0, MAX_STORED_ID) &&
    isIdList(value.desired_pages_order, PROGRESS_LIMITS.pages) &&
    isListOf(value.pages_progresses, PROGRESS_LIMITS.pages, isPageProgress) &&
    isListOf(value.blocks_progresses, PROGRESS_LIMITS.blocks, isBlockProgress)
  );
}

/** A plain object with exactly `count` own keys, none of them __proto__ (which the schema does not keep). */
function isRecordOf(value: unknown, count: number): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  let keys = 0;
  for (const key in value) {
    if (key === "__proto__" || !Object.hasOwn(value, key)) return false;
    keys++;
  }
  return keys === count;
}

const isStoredId = (value: unknown): boolean =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value <= MAX_STORED_ID;

const isIntIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max;

function isListOf(value: unknown, max: number, isItem: (entry: unknown) => boolean): boolean {
  if (!Array.isArray(value) || value.length > max) return false;
  for (const entry of value) if (!isItem(entry)) return false;
  return true;
}

const isIdList = (value: unknown, max: number): boolean => isListOf(value, max, isStoredId);

const isText = (value: unknown, max: number): boolean =>
  typeof value === "string" && value.length <= max && isStorableText(value);

function isPageProgress(entry: unknown): boolean {
  return (
    isRecordOf(entry, 3) &&
    isStoredId(entry.page_id) &&
    typeof entry.completed === "boolean" &&
    (entry.finish_limit === null || (typeof entry.finish_limit === "string" && isServerDate(entry.finish_limit)))
  );
}

function isBlockProgress(entry: unknown): boolean {
  return (
    isRecordOf(entry, 5) &&
    isStoredId(entry.block_id) &&
    typeof entry.completed === "boolean" &&
    typeof entry.correct === "boolean" &&
    isAnswer(entry.user_answer) &&
    (entry.position === null || isPosition(entry.position))
  );
}

function isPosition(value: unknown): boolean {
  return (
    // The answering time is optional (older players leave it out): 7 keys without it, 8 with a valid one.
    (isRecordOf(value, 7) || (isRecordOf(value, 8) && isIntIn(value.durationMs, 0, PROGRESS_LIMITS.answerMs))) &&
    isText(value.type, 64) &&
    isText(value.text, PROGRESS_LIMITS.positionText) &&
    isText(value.answerText, PROGRESS_LIMITS.positionText) &&
    isText(value.correctAnswerText, PROGRESS_LIMITS.positionText) &&
    isAnswer(value.answerValue) &&
    typeof value.correct === "boolean" &&
    typeof value.countsIsScore === "boolean"
  );
}

/** JSON the schema keeps as it is, within PROGRESS_LIMITS.answerBytes once serialised (as the schema counts). */
function isAnswer(value: unknown): boolean {
  // A text this short cannot reach the limit even with every character escaped: no need to serialise it.
  if (typeof value === "string" && value.length * 6 + 2 <= PROGRESS_LIMITS.answerBytes) return isStorableText(value);
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "boolean" || value === null) return true;
  return isPlainJson(value, 0) && JSON.stringify(value).length <= PROGRESS_LIMITS.answerBytes;
}

/** Texts and keys PostgreSQL can store, finite numbers, booleans, null, arrays and plain objects without a __proto__ key, up to 64 deep. */
function isPlainJson(value: unknown, depth: number): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return isStorableText(value);
  if (typeof value === "boolean" || value === null) return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) {
    for (const item of value) if (!isPlainJson(item, depth + 1)) return false;
    return true;
  }
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key === "__proto__" || !isStorableText(key) || !isPlainJson(item, depth + 1)) return false;
  }
  return true;
}
