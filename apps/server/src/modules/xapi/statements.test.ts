import { COURSE_MODE, type ServerBlockProgress } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { type AttemptFacts, type AttemptState, diffStatements, isoDuration } from "./statements";

const facts = (patch: Partial<AttemptFacts> = {}): AttemptFacts => ({
  publicUrl: "https://courses.example.com",
  useMbox: false,
  learner: { id: 7, name: "Ada", email: "ada@example.com", integration_id: null },
  course: { id: 3, title: "Course", mode: COURSE_MODE.LEARNING },
  pageTitles: new Map([
    [10, "Intro"],
    [11, "Quiz"],
  ]),
  questions: new Map(),
  registration: "6f1c2a8e-4b1d-4c3e-9a7b-2d5e8f0a1b2c",
  attempt: 0,
  startedAt: new Date("2026-11-27T10:00:00Z"),
  now: new Date("2026-11-27T10:01:30.5Z"),
  ...patch,
});

const answer = (value: string, correct: boolean): ServerBlockProgress => ({
  block_id: 20,
  completed: true,
  correct,
  user_answer: value,
  position: {
    type: "quiz_true_false",
    text: "Is it?",
    answerText: value,
    correctAnswerText: "yes",
    answerValue: value,
    correct,
    countsIsScore: true,
  },
});

const state = (patch: Partial<AttemptState> = {}): AttemptState => ({
  current_page_id: 10,
  completed: false,
  passed: false,
  pass_percent: 0,
  desired_pages_order: [10, 11],
  pages_progresses: [],
  blocks_progresses: [],
  ended: false,
  ...patch,
});

const verbs = (result: ReturnType<typeof diffStatements>) => result.statements.map((s) => s.verb.id.split("/").at(-1));

describe("diffStatements", () => {
  it("reports an answer again only when the learner changed it", () => {
    const first = diffStatements(facts(), null, state({ blocks_progresses: [answer("no", false)] }));
    expect(verbs(first)).toEqual(["launched", "initialized", "experienced", "answered"]);
    const same = diffStatements(facts(), first.reported, state({ blocks_progresses: [answer("no", false)] }));
    expect(same.statements).toEqual([]);
    const changed = diffStatements(facts(), first.reported, state({ blocks_progresses: [answer("yes", true)] }));
    expect(verbs(changed)).toEqual(["answered"]);
    expect(changed.statements[0]?.object.definition.interactionType).toBe("true-false");
    expect(changed.statements[0]?.result).toMatchObject({ success: true, response: "yes" });
  });

  it("reports completion without passed or failed in presentation mode, then nothing after terminated", () => {
    const course = { id: 3, title: "Slides", mode: COURSE_MODE.PRESENTATION };
    const done = diffStatements(facts({ course }), null, state({ completed: true, passed: true, pass_percent: 100 }));
    expect(verbs(done)).toEqual(["launched", "initialized", "experienced", "completed", "terminated"]);
    expect(done.statements.at(-1)?.result?.duration).toBe("PT90.5S");
    const later = diffStatements(facts({ course }), done.reported, state({ current_page_id: 11, completed: true }));
    expect(later.statements).toEqual([]);
  });

  it("never uses the made-up address of an integration learner as mbox", () => {
    const learner = { id: 8, name: "LMS user", email: "i1-abc@integrations.invalid", integration_id: 1 };
    const [statement] = diffStatements(facts({ useMbox: true, learner }), null, state()).statements;
    expect(statement?.actor).toEqual({
      objectType: "Agent",
      name: "LMS user",
      account: { homePage: "https://courses.example.com", name: "8" },
    });
  });

  it("orders the statements of one diff by their timestamps and gives each its own id", () => {
    const { statements } = diffStatements(facts(), null, state({ completed: true, passed: true, pass_percent: 80 }));
    const times = statements.map((s) => Date.parse(s.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(new Set(statements.map((s) => s.id)).size).toBe(statements.length);
    expect(statements.find((s) => s.verb.id.endsWith("/passed"))?.result?.score).toEqual({
      scaled: 0.8,
      raw: 80,
      min: 0,
      max: 100,
    });
  });

  it("numbers the attempt from 1 in every statement, as the reports do, for the stored attempt 0", () => {
    const first = diffStatements(facts({ attempt: 0 }), null, state()).statements;
    const third = diffStatements(facts({ attempt: 2 }), null, state()).statements;
    const key = "https://courses.example.com/xapi/extensions/attempt";
    expect(first.map((s) => s.context.extensions[key])).toEqual([1, 1, 1]);
    expect(third.map((s) => s.context.extensions[key])).toEqual([3, 3, 3]);
  });

  it("writes durations to the hundredth of a second", () => {
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(12_500)).toBe("PT12.5S");
    expect(isoDuration(61_234)).toBe("PT61.23S");
    expect(isoDuration(61_235)).toBe("PT61.24S");
    expect(isoDuration(7)).toBe("PT0.01S");
    expect(isoDuration(86_400_000)).toBe("PT86400S");
    expect(isoDuration(-5)).toBe("PT0S");
    for (const ms of [0, 1, 999, 12_345, 3_600_001, 86_400_000])
      expect(isoDuration(ms)).toMatch(/^PT\d+(\.\d{1,2})?S$/);
  });

  it("gives an answered statement the time the player measured on the question, and none to an untimed answer", () => {
    const right = answer("yes", true);
    const timed = { ...right, position: right.position && { ...right.position, durationMs: 12_500 } };
    const first = diffStatements(facts(), null, state({ blocks_progresses: [timed] }));
    const answered = first.statements.find((s) => s.verb.id.endsWith("/answered"));
    expect(answered?.result).toEqual({
      response: "yes",
      duration: "PT12.5S",
      success: true,
      score: { scaled: 1, raw: 1, min: 0, max: 1 },
    });
    const untimed = diffStatements(facts(), null, state({ blocks_progresses: [answer("yes", true)] }));
    expect(untimed.statements.find((s) => s.verb.id.endsWith("/answered"))?.result).not.toHaveProperty("duration");
  });
});
