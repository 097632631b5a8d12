import { describe, expect, it } from "vitest";
import { addCompletedBlock, type CourseProgress, emptyProgress, markCompleted, withPageProgress } from "./progress";
import { fromServerForm, toServerForm, userAnswerOf } from "./serverForm";
import { updateProgressRequestSchema } from "./serverFormSchema";
import { answer } from "./testFixtures";

function sampleProgress(): CourseProgress {
  let progress: CourseProgress = {
    ...emptyProgress(3),
    currentAttemptNumber: 1,
    desiredPagesOrder: [12, 10],
    currentPageId: 10,
  };
  progress = addCompletedBlock(progress, 100);
  progress = addCompletedBlock(progress, 110, answer(true, { id: 4, label: "yes" }));
  progress = withPageProgress(progress, 12, { completed: true });
  progress = withPageProgress(progress, 10, { finishLimit: "2026-03-05T07:08:09.000Z" });
  progress = { ...progress, metDisplayConditions: [111] };
  return markCompleted(progress, { passPercent: 50, passed: false });
}

describe("progress server form (spec 3)", () => {
  it("carries every field under its server name, finish_limit as UTC 'DD.MM.YYYY HH:mm:ss'", () => {
    expect(toServerForm(sampleProgress())).toEqual({
      current_page_id: 10,
      completed: true,
      passed: false,
      pass_percent: 50,
      met_display_conditions: [111],
      current_attempt_number: 1,
      desired_pages_order: [12, 10],
      pages_progresses: [
        { page_id: 12, completed: true, finish_limit: null },
        { page_id: 10, completed: false, finish_limit: "05.03.2026 07:08:09" },
      ],
      blocks_progresses: [
        { block_id: 100, completed: true, correct: true, user_answer: "", position: null },
        {
          block_id: 110,
          completed: true,
          correct: true,
          user_answer: 4,
          position: answer(true, { id: 4, label: "yes" }),
        },
      ],
    });
  });

  it("comes back to the same client form", () => {
    const progress = sampleProgress();
    expect(fromServerForm(toServerForm(progress), 3)).toEqual(progress);
  });

  it("is a valid update body", () => {
    const body = toServerForm(sampleProgress());
    expect(updateProgressRequestSchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  describe("user_answer: the answer's id if it has one, else the answer value, else ''", () => {
    it("takes the id of an answer that has one", () => {
      expect(userAnswerOf(answer(true, { id: "opt-2", label: "B" }))).toBe("opt-2");
    });

    it("takes the value of an answer without an id", () => {
      expect(userAnswerOf(answer(false, "Paris"))).toBe("Paris");
      expect(userAnswerOf(answer(false, [1, 3]))).toEqual([1, 3]);
    });

    it("is '' without an answer", () => {
      expect(userAnswerOf(undefined)).toBe("");
      expect(userAnswerOf(answer(false, null))).toBe("");
    });
  });

  it("correct defaults to true, and a block answered wrong says false", () => {
    const wrong = toServerForm(addCompletedBlock(emptyProgress(null), 7, answer(false)));
    expect(wrong.blocks_progresses[0]?.correct).toBe(false);
    const body = updateProgressRequestSchema.parse({
      current_page_id: null,
      completed: false,
      pages_progresses: [],
      blocks_progresses: [{ block_id: 7, completed: true }],
    });
    expect(body.blocks_progresses[0]).toEqual({
      block_id: 7,
      completed: true,
      correct: true,
      user_answer: "",
      position: null,
    });
    expect(body).toMatchObject({ passed: true, pass_percent: 100, current_attempt_number: 0 });
  });

  it("keeps a position of a block not completed without completing it", () => {
    const progress = { ...emptyProgress(null), blocksProgresses: [{ id: 7, position: answer(false) }] };
    const back = fromServerForm(toServerForm(progress), null);
    expect(back.completedBlocks).toEqual([]);
    expect(back.blocksProgresses).toEqual(progress.blocksProgresses);
  });

  describe("the update body schema refuses", () => {
    const valid = toServerForm(sampleProgress());
    const cases: [string, Record<string, unknown>][] = [
      [
        "a finish_limit not in the server format",
        { pages_progresses: [{ page_id: 1, completed: false, finish_limit: "2026-03-05" }] },
      ],
      [
        "an impossible date",
        { pages_progresses: [{ page_id: 1, completed: false, finish_limit: "30.02.2026 10:00:00" }] },
      ],
      ["a pass percent above 100", { pass_percent: 101 }],
      ["a fractional pass percent", { pass_percent: 66.5 }],
      ["a negative attempt number", { current_attempt_number: -1 }],
      ["a page id of 0", { desired_pages_order: [0] }],
      [
        "a position without its fields",
        { blocks_progresses: [{ block_id: 1, completed: true, position: { type: "x" } }] },
      ],
      [
        "an answer over the size bound",
        { blocks_progresses: [{ block_id: 1, completed: true, user_answer: "x".repeat(20_001) }] },
      ],
    ];
    it.each(cases)("%s", (_name, patch) => {
      expect(updateProgressRequestSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
    });
  });
});
