import { describe, expect, it } from "vitest";
import type { CourseProgressRow } from "../../db/schema";
import type { Signer } from "../../http/signing";
import { issueBeaconToken } from "./beaconToken";
import { asProgressText } from "./learnerRow";
import { presentProgress, progressAnswerJson } from "./presenter";

let signatures = 0;
const signer: Signer = {
  sign: (data) => {
    signatures++;
    return Buffer.from(data).toString("base64url").slice(-32);
  },
  verify: () => true,
  expiry: () => 0,
};

const row: CourseProgressRow = {
  id: 7,
  share_id: 'sh"are\u2028',
  course_id: 3,
  user_id: 5,
  current_page_id: 11,
  completed: true,
  passed: false,
  pass_percent: 80,
  current_attempt_number: 2,
  met_display_conditions: [4, 9],
  desired_pages_order: [11, 12],
  pages_progresses: [{ id: 11, result: { points: 1 } }] as unknown as CourseProgressRow["pages_progresses"],
  blocks_progresses: [] as CourseProgressRow["blocks_progresses"],
  revision: 6,
  completed_at: null,
  created_at: new Date("2026-11-01T10:00:00Z"),
  updated_at: new Date("2026-11-02T10:00:00.123Z"),
};

describe("get_progress's hand-written JSON", () => {
  it("says what presentProgress says, in the same key order", () => {
    const session = { tokenId: 9, expiresAt: new Date(Date.now() + 86_400_000) };
    const text = progressAnswerJson(asProgressText(row), 3, signer, session, 3600);
    const object = presentProgress(row, 3, signer, session, 3600);
    expect(JSON.parse(text)).toEqual({ data: object });
    expect(Object.keys(JSON.parse(text).data)).toEqual(Object.keys(object));
    expect(progressAnswerJson(asProgressText(row), null, signer, session, 3600)).toContain('"attempts":null,');
  });

  it("hands out one token, signed once, within a step, a later one after it, never past the sign-in", () => {
    const session = { tokenId: 9, expiresAt: new Date(Date.UTC(2026, 10, 2)) };
    const t0 = Date.UTC(2026, 10, 1, 12, 0, 0);
    const before = signatures;
    const a = issueBeaconToken(signer, { progressId: 1, userId: 2 }, session, 3600, t0 + 1_000);
    const b = issueBeaconToken(signer, { progressId: 1, userId: 2 }, session, 3600, t0 + 30_000);
    expect(b).toEqual(a);
    expect(signatures - before).toBe(1);
    expect(a.expiresAt.getTime()).toBe(t0 + 3_600_000);
    const c = issueBeaconToken(signer, { progressId: 1, userId: 2 }, session, 3600, t0 + 36_000);
    expect(c.expiresAt.getTime()).toBe(t0 + 36_000 + 3_600_000);
    const late = issueBeaconToken(signer, { progressId: 1, userId: 2 }, session, 86_400 * 7, t0);
    expect(late.expiresAt).toEqual(session.expiresAt);
    const short = issueBeaconToken(signer, { progressId: 1, userId: 2 }, session, 2, t0 + 5);
    expect(short.expiresAt.getTime()).toBeGreaterThan(t0 + 5);
  });
});
