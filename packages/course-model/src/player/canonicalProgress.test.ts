import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCanonicalUpdateProgress } from "./canonicalProgress";
import { addCompletedBlock, emptyProgress, withPageProgress } from "./progress";
import { formatServerDate } from "./serverDate";
import { toServerForm } from "./serverForm";
import { PROGRESS_LIMITS, updateProgressRequestSchema } from "./serverFormSchema";
import { answer } from "./testFixtures";

/** Mostly `valid`, now and then `rare` (invalid, or an edge), rarely any JSON at all. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, rare: fc.Arbitrary<U>) =>
  fc.oneof(
    { weight: 60, arbitrary: valid },
    { weight: 2, arbitrary: rare },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

const id = mostly(
  fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, 2 ** 53 - 1, "7"),
);
const bool = mostly(fc.boolean(), fc.constantFrom(0, "true", null));
const int = (min: number, max: number) =>
  mostly(fc.integer({ min, max }), fc.constantFrom(min - 1, max + 1, min + 0.5, Number.MAX_SAFE_INTEGER));
const serverDate = mostly(
  fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 4_102_444_800 }).map((s) => formatServerDate(s * 1000)),
  ),
  fc.constantFrom("31.02.2026 10:00:00", "2026-01-01T00:00:00Z", ""),
);
const text = (max: number) =>
  mostly(fc.string({ maxLength: 20 }), fc.constantFrom("x".repeat(max), "x".repeat(max + 1), "a\0b"));
const answerValue = mostly(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    "y".repeat(PROGRESS_LIMITS.answerBytes - 2),
    "y".repeat(PROGRESS_LIMITS.answerBytes - 1),
    "\n".repeat(4000),
    ["z".repeat(PROGRESS_LIMITS.answerBytes)],
    "nul \0 inside",
    { "key\0": 1 },
    ["fine", { deep: "\0" }],
    "a literal \\u0000 is no NUL",
  ),
);

/** An object of these fields, now and then with one left out or an unknown one added. */
const record = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(
      fc.record(fields),
      fc.oneof(
        { weight: 30, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom(...Object.keys(fields)) },
      ),
      fc.oneof(
        { weight: 30, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom("extra", "__proto__") },
      ),
    )
    .map(([full, missing, extra]) => {
      const out: Record<string, unknown> = { ...full };
      if (missing) delete out[missing];
      if (extra) Object.defineProperty(out, extra, { value: 1, enumerable: true, writable: true });
      return out;
    });

const position = mostly(
  fc.oneof(
    fc.constant(null),
    record({
      type: text(64),
      text: text(PROGRESS_LIMITS.positionText),
      answerText: text(PROGRESS_LIMITS.positionText),
      correctAnswerText: text(PROGRESS_LIMITS.positionText),
      answerValue,
      correct: bool,
      countsIsScore: bool,
      durationMs: int(0, PROGRESS_LIMITS.answerMs),
    }).chain((full) =>
      // The answering time is optional: left out about as often as it is sent.
      fc.boolean().map((timed) => {
        if (timed) return full;
        const { durationMs: _left, ...rest } = full;
        return rest;
      }),
    ),
  ),
  fc.constant("none"),
);
const list = <T>(item: fc.Arbitrary<T>) => mostly(fc.array(item, { maxLength: 4 }), fc.constant({}));
const body = record({
  current_page_id: mostly(fc.oneof(fc.constant(null), id), fc.constant(0)),
  completed: bool,
  passed: bool,
  pass_percent: int(0, 100),
  met_display_conditions: list(id),
  current_attempt_number: int(0, 10),
  desired_pages_order: list(id),
  pages_progresses: list(record({ page_id: id, completed: bool, finish_limit: serverDate })),
  blocks_progresses: list(record({ block_id: id, completed: bool, correct: bool, user_answer: answerValue, position })),
});

describe("isCanonicalUpdateProgress: the update_progress body the schema would answer unchanged", () => {
  it("accepts only bodies that the schema accepts and answers equal, key for key", () => {
    let canonical = 0;
    let other = 0;
    fc.assert(
      fc.property(body, (generated) => {
        // Bodies reach the server as JSON.
        const sent: unknown = JSON.parse(JSON.stringify(generated));
        if (!isCanonicalUpdateProgress(sent)) {
          other++;
          return;
        }
        canonical++;
        const parsed = updateProgressRequestSchema.safeParse(sent);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toStrictEqual(sent);
      }),
      { numRuns: 5000 },
    );
    // The generator reaches the interesting case often enough for the property to mean something.
    expect(canonical).toBeGreaterThan(300);
    expect(other).toBeGreaterThan(300);
  });

  it("accepts what the player sends, and leaves a body missing a defaulted field to the schema", () => {
    let progress = withPageProgress({ ...emptyProgress(3), desiredPagesOrder: [12, 10], currentPageId: 10 }, 12, {
      completed: true,
      finishLimit: "2026-03-05T07:08:09.000Z",
    });
    progress = addCompletedBlock(progress, 100);
    progress = addCompletedBlock(progress, 110, answer(true, { id: 4, label: "yes" }));
    progress = addCompletedBlock(progress, 120, { ...answer(false, "no"), durationMs: 12_500 });
    const sent: unknown = JSON.parse(JSON.stringify(toServerForm(progress)));
    expect(isCanonicalUpdateProgress(sent)).toBe(true);
    const { passed: _left, ...withoutPassed } = toServerForm(progress);
    expect(isCanonicalUpdateProgress(withoutPassed)).toBe(false);
    expect(updateProgressRequestSchema.parse(withoutPassed).passed).toBe(true);
  });

  it("refuses, like the schema, what PostgreSQL could not store: ids and attempts over int4, NUL and lone surrogates in texts and keys", () => {
    const base = toServerForm({ ...emptyProgress(3), desiredPagesOrder: [10], currentPageId: 10 });
    const block = { block_id: 5, completed: true, correct: true, user_answer: "" as unknown, position: null };
    const refused: unknown[] = [
      { ...base, current_page_id: 2 ** 31 },
      { ...base, desired_pages_order: [2 ** 31] },
      { ...base, current_attempt_number: 2 ** 31 },
      { ...base, blocks_progresses: [{ ...block, user_answer: "a\0b" }] },
      { ...base, blocks_progresses: [{ ...block, user_answer: { "k\0": 1 } }] },
      { ...base, blocks_progresses: [{ ...block, user_answer: [{ deep: ["\0"] }] }] },
      { ...base, blocks_progresses: [{ ...block, user_answer: "\ud800x" }] },
      { ...base, blocks_progresses: [{ ...block, user_answer: { "k\udfff": 1 } }] },
    ];
    for (const sent of refused) {
      expect(isCanonicalUpdateProgress(sent)).toBe(false);
      expect(updateProgressRequestSchema.safeParse(sent).success).toBe(false);
    }
    const literal = { ...base, blocks_progresses: [{ ...block, user_answer: "typed \\u0000 as text" }] };
    expect(isCanonicalUpdateProgress(literal)).toBe(true);
    expect(updateProgressRequestSchema.safeParse(literal).success).toBe(true);
  });

  it("refuses a __proto__ key anywhere, which the schema would drop", () => {
    const sent: unknown = JSON.parse(
      '{"current_page_id":null,"completed":false,"passed":true,"pass_percent":100,"met_display_conditions":[],' +
        '"current_attempt_number":0,"desired_pages_order":[],"pages_progresses":[],"blocks_progresses":[' +
        '{"block_id":1,"completed":true,"correct":true,"user_answer":{"__proto__":{"a":1}},"position":null}]}',
    );
    expect(isCanonicalUpdateProgress(sent)).toBe(false);
    expect(updateProgressRequestSchema.parse(sent).blocks_progresses[0]?.user_answer).toEqual({});
  });
});
