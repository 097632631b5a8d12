import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import type { PageBlock } from "../course/block";
import { type BlockProgress, type CourseProgress, emptyProgress } from "../player/progress";
import { playerBlock } from "../player/testFixtures";
import { judgeAnswer } from "../quiz/judge";
import { restoreAnswerTexts } from "./restoreAnswerTexts";
import { decodeSuspendData, encodeSuspendData, SUSPEND_DATA_LIMITS, SUSPEND_DATA_PREFIX } from "./suspendData";

const QUESTION = "Which of the following statements about the safety procedure in the workshop are true?";
const opt = (n: number) => `${(0x1a2b3c00 + n).toString(16)}`;

/** A question and the learner's answer as the player judges it, with texts of a realistic length. */
function answered(blockId: number, n: number): { entry: BlockProgress; block: PageBlock } {
  const kinds: (() => [PageBlock, unknown])[] = [
    () => [
      playerBlock(blockId, 1, BLOCK_TYPE.QUIZ_TRUE_FALSE, {
        text: `<p>${QUESTION}</p>`,
        settings: { correct_answer: true },
      }),
      n % 3 !== 0,
    ],
    () => [
      playerBlock(blockId, 1, BLOCK_TYPE.QUIZ_SINGLE_CHOICE, {
        text: `<p>${QUESTION}</p>`,
        settings: {
          options: [0, 1, 2, 3].map((i) => ({ id: opt(i), text: `Answer number ${i} of four`, correct: i === 2 })),
        },
      }),
      opt(n % 4),
    ],
    () => [
      playerBlock(blockId, 1, BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, {
        text: `<p>${QUESTION}</p>`,
        settings: {
          options: [0, 1, 2, 3].map((i) => ({ id: opt(i), text: `Statement ${i} is right`, correct: i < 2 })),
        },
      }),
      [opt(0), opt(n % 4)],
    ],
    () => [
      playerBlock(blockId, 1, BLOCK_TYPE.QUIZ_MATCHING, {
        text: "<p>Match the countries with their capitals</p>",
        settings: { pairs: [0, 1, 2].map((i) => ({ id: opt(i), left: `Country ${i}`, right: `Capital ${i}` })) },
      }),
      { [opt(0)]: opt(0), [opt(1)]: opt(2), [opt(2)]: opt(1) },
    ],
  ];
  const kind = kinds[n % kinds.length];
  if (!kind) throw new Error("no question kind");
  const [block, value] = kind();
  return { entry: { id: blockId, position: judgeAnswer(block, value).position }, block };
}

/** 100 pages of 3 blocks each, every page done, one question on 40 of them, on the last page. */
function hundredPageCourse(): { progress: CourseProgress; blocks: PageBlock[] } {
  const pages = Array.from({ length: 100 }, (_, i) => 40_101 + i);
  const blocks = Array.from({ length: 300 }, (_, i) => 812_001 + i);
  const questions = Array.from({ length: 40 }, (_, i) => blocks[i * 7] as number);
  const questionBlocks = questions.map((id, n) => answered(id, n));
  const progress: CourseProgress = {
    ...emptyProgress(3, 1),
    currentPageId: pages[99] as number,
    completedBlocks: blocks,
    blocksProgresses: questionBlocks.map(({ entry }) => entry),
    pagesProgresses: pages.map((id, i) => ({
      id,
      completed: i < 99,
      finishLimit: i % 10 === 0 ? `2026-11-22T0${i % 9}:15:00.000Z` : null,
    })),
    passPercent: 70,
    passed: true,
    metDisplayConditions: blocks.slice(50, 60),
    desiredPagesOrder: pages,
  };
  return { progress, blocks: questionBlocks.map(({ block }) => block) };
}

describe("suspend data", () => {
  it("fits a 100-page course with 40 answered questions into SCORM 1.2's 4,096 characters", () => {
    const { progress, blocks } = hundredPageCourse();
    expect(JSON.stringify(progress).length).toBeGreaterThan(12_000);
    const encoded = encodeSuspendData(progress, SUSPEND_DATA_LIMITS["1.2"]);
    expect(encoded.data.length).toBeLessThanOrEqual(4096);
    expect(encoded.data.startsWith(SUSPEND_DATA_PREFIX)).toBe(true);
    // Only the question and correct-answer texts had to go, and the course's blocks give them back.
    expect(encoded).toMatchObject({ loss: 1, fits: true });
    const back = decodeSuspendData(encoded.data) as CourseProgress;
    expect(back.blocksProgresses[0]?.position.text).toBe("");
    expect(restoreAnswerTexts(back, blocks)).toEqual(progress);
    // SCORM 2004 has room for all of it.
    const v2004 = encodeSuspendData(progress, SUSPEND_DATA_LIMITS["2004"]);
    expect(v2004.loss).toBe(0);
    expect(decodeSuspendData(v2004.data)).toEqual(progress);
  });

  it("reads back any progress exactly when nothing had to go", () => {
    const position = fc.record({
      type: fc.constantFrom("quiz_true_false", "quiz_open_answer", "some_future_type"),
      text: fc.string(),
      answerText: fc.string(),
      correctAnswerText: fc.string(),
      // Answers are what the quiz faces produce: JSON without keys that name Object's own machinery.
      answerValue: fc
        .jsonValue()
        .filter((value) => !/"(__proto__|constructor|prototype)"/.test(JSON.stringify(value)))
        .map((value) => JSON.parse(JSON.stringify(value))),
      correct: fc.boolean(),
      countsIsScore: fc.boolean(),
    });
    const id = fc.integer({ min: 1, max: 2_147_483_647 });
    const progress = fc.record({
      currentPageId: fc.option(id),
      completedBlocks: fc.array(id),
      blocksProgresses: fc.array(fc.record({ id, position })),
      pagesProgresses: fc.array(
        fc.record({ id, completed: fc.boolean(), finishLimit: fc.option(fc.constant("2026-01-01T00:00:00.000Z")) }),
      ),
      completed: fc.boolean(),
      passPercent: fc.integer({ min: 0, max: 100 }),
      passed: fc.boolean(),
      metDisplayConditions: fc.array(id),
      desiredPagesOrder: fc.array(id),
      attempts: fc.option(fc.integer({ min: 1, max: 10 })),
      currentAttemptNumber: fc.nat(10),
    });
    fc.assert(
      fc.property(progress, (p) => {
        // Page ids are unique within a progress (withPageProgress upserts).
        const unique = { ...p, pagesProgresses: [...new Map(p.pagesProgresses.map((e) => [e.id, e])).values()] };
        expect(decodeSuspendData(encodeSuspendData(unique, SUSPEND_DATA_LIMITS["2004"]).data)).toEqual(unique);
      }),
    );
  });

  it("1.2: long answers drop the readable texts first, then cut typed answers; 2004 keeps them within 64,000", () => {
    const essay = (id: number) => ({
      id,
      position: judgeAnswer(
        playerBlock(id, 1, BLOCK_TYPE.QUIZ_OPEN_ANSWER, { text: `<p>${QUESTION}</p>` }),
        "An essay. ".repeat(60),
      ).position,
    });
    const progress = {
      ...hundredPageCourse().progress,
      blocksProgresses: [40, 41, 42, 43, 44, 45].map((n) => essay(900_000 + n)),
    };

    const v2004 = encodeSuspendData(progress, SUSPEND_DATA_LIMITS["2004"]);
    expect(v2004).toMatchObject({ loss: 0, fits: true });
    expect(decodeSuspendData(v2004.data)).toEqual(progress);

    const v12 = encodeSuspendData(progress, SUSPEND_DATA_LIMITS["1.2"]);
    expect(v12.fits).toBe(true);
    expect(v12.data.length).toBeLessThanOrEqual(4096);
    // Texts (question, correct answer, the learner's answer text) went, then the essays were cut to 500.
    expect(v12.loss).toBe(3);
    const back = decodeSuspendData(v12.data) as CourseProgress;
    const first = back.blocksProgresses[0]?.position;
    expect(first).toMatchObject({
      text: "",
      answerText: "",
      correctAnswerText: "",
      correct: true,
      countsIsScore: false,
    });
    expect(first?.answerValue).toBe("An essay. ".repeat(50));
    // Everything else the player resumes with is intact.
    expect({ ...back, blocksProgresses: [] }).toEqual({ ...progress, blocksProgresses: [] });
  });

  it("a short course keeps its texts, and lost texts come back from the course's blocks", () => {
    const block = playerBlock(7, 1, BLOCK_TYPE.QUIZ_TRUE_FALSE, {
      text: "<p>Sky is blue</p>",
      settings: { correct_answer: true },
    });
    const { position } = judgeAnswer(block, false);
    const progress = { ...emptyProgress(null), blocksProgresses: [{ id: 7, position }] };
    const stripped = {
      ...progress,
      blocksProgresses: [{ id: 7, position: { ...position, text: "", answerText: "", correctAnswerText: "" } }],
    };
    expect(restoreAnswerTexts(stripped, [block])).toEqual(progress);
    expect(restoreAnswerTexts(progress, [block])).toBe(progress);
  });

  it("reads anything else as no progress", () => {
    for (const bad of [
      "",
      "{}",
      '{"currentPageId":1}',
      "cw1:[",
      "cw1:[1,2]",
      "cw2:[]",
      `cw1:${JSON.stringify([null, "Z", [], "", "", [], 0, 100, "", "", null, 0])}`,
    ]) {
      expect(decodeSuspendData(bad)).toBeNull();
    }
  });
});
