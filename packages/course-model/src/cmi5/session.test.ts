import { describe, expect, it } from "vitest";
import { type Cmi5LaunchData, parseCmi5LaunchData, parseCmi5LaunchParameters } from "./launch";
import { type Cmi5RegistrationRecord, createCmi5Session } from "./session";
import { xapiDuration } from "./statements";
import { CMI5_CATEGORY, MASTERY_SCORE_EXTENSION, MOVE_ON_CATEGORY, SESSION_ID_EXTENSION } from "./vocabulary";

const ACTOR = { objectType: "Agent", account: { homePage: "https://lms.example", name: "learner-1" } };
const PARAMETERS: Record<string, string> = {
  endpoint: "https://lms.example/xapi",
  fetch: "https://lms.example/fetch/abc",
  actor: JSON.stringify(ACTOR),
  registration: "6d9f1a57-49d6-4c4b-a4a3-0b7e7d5e0001",
  activityId: "https://lms.example/activities/au-1",
};
/** A launch URL's query with some parameters changed (undefined: left out). */
const query = (changes: Record<string, string | undefined> = {}) => {
  const values = { ...PARAMETERS, ...changes };
  return { get: (name: string) => values[name] ?? null };
};
const launch = parseCmi5LaunchParameters(query());
const PUBLISHER = { objectType: "Activity", id: "https://cw.example/xapi/courses/7/au" };

function launchData(overrides: Record<string, unknown> = {}): Cmi5LaunchData {
  const data = parseCmi5LaunchData({
    contextTemplate: {
      contextActivities: { grouping: [PUBLISHER] },
      extensions: { [SESSION_ID_EXTENSION]: "session-1" },
    },
    launchMode: "Normal",
    moveOn: "CompletedAndPassed",
    masteryScore: 0.5,
    returnURL: "https://lms.example/course",
    ...overrides,
  });
  if (!data) throw new Error("launch data refused");
  return data;
}

let clock = 1_000_000;
/** Time passes only when a test says so. */
const advance = (ms: number) => {
  clock += ms;
};

function session(data = launchData(), record: Cmi5RegistrationRecord = { completed: false, passed: false }) {
  if (!launch) throw new Error("launch refused");
  let id = 0;
  return createCmi5Session({
    launch,
    data,
    record,
    now: () => clock,
    uuid: () => {
      id += 1;
      return `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`;
    },
  });
}

const verbs = (statements: { verb: { display: { "en-US": string } } }[]) =>
  statements.map((s) => s.verb.display["en-US"]);
const categories = (statement: { context: { contextActivities?: { category?: { id: string }[] } } } | undefined) =>
  (statement?.context.contextActivities?.category ?? []).map((activity) => activity.id);

describe("cmi5 launch parameters", () => {
  it("reads the five parameters and ends the endpoint with a slash", () => {
    expect(launch).toMatchObject({
      endpoint: "https://lms.example/xapi/",
      activityId: "https://lms.example/activities/au-1",
    });
    expect(launch?.actor.account).toEqual(ACTOR.account);
  });

  it("refuses a launch without an account actor or with a parameter missing", () => {
    expect(parseCmi5LaunchParameters(query({ actor: JSON.stringify({ mbox: "mailto:a@example.com" }) }))).toBeNull();
    expect(parseCmi5LaunchParameters(query({ fetch: undefined }))).toBeNull();
    expect(parseCmi5LaunchParameters(query({ actor: "{" }))).toBeNull();
    expect(parseCmi5LaunchParameters(query({ endpoint: "/xapi" }))).toBeNull();
  });

  it("refuses launch data without a session id or a launch mode", () => {
    expect(parseCmi5LaunchData({ contextTemplate: {}, launchMode: "Normal" })).toBeNull();
    expect(
      parseCmi5LaunchData({ contextTemplate: { extensions: { [SESSION_ID_EXTENSION]: "s" } }, launchMode: "Odd" }),
    ).toBeNull();
  });
});

describe("a cmi5 session", () => {
  it("sends initialized, completed, passed and terminated with the context the rules require", () => {
    const s = session();
    const initialized = s.initialized();
    advance(1500);
    const outcome = s.outcome({ completed: true, success: "passed", scaled: 0.8 });
    advance(1500);
    const sent = [initialized, ...outcome, s.terminated()];
    const statements = sent.filter((statement) => statement !== null);
    expect(verbs(statements)).toEqual(["initialized", "completed", "passed", "terminated"]);
    for (const statement of statements) {
      expect(statement.actor.account.name).toBe("learner-1");
      expect(statement.object.id).toBe("https://lms.example/activities/au-1");
      expect(statement.context.registration).toBe("6d9f1a57-49d6-4c4b-a4a3-0b7e7d5e0001");
      expect(statement.context.contextActivities?.grouping).toEqual([PUBLISHER]);
      expect(statement.context.extensions?.[SESSION_ID_EXTENSION]).toBe("session-1");
      expect(categories(statement)).toContain(CMI5_CATEGORY);
    }
    const [first, completed, passed, terminated] = statements;
    expect(first?.result).toBeUndefined();
    expect(categories(first)).not.toContain(MOVE_ON_CATEGORY);
    expect(categories(terminated)).not.toContain(MOVE_ON_CATEGORY);
    expect(categories(completed)).toContain(MOVE_ON_CATEGORY);
    expect(categories(passed)).toContain(MOVE_ON_CATEGORY);
    expect(completed?.result).toEqual({ completion: true, duration: "PT1.5S" });
    expect(passed?.result).toEqual({
      success: true,
      duration: "PT1.5S",
      score: { scaled: 0.8, raw: 80, min: 0, max: 100 },
    });
    expect(passed?.context.extensions?.[MASTERY_SCORE_EXTENSION]).toBe(0.5);
    expect(terminated?.result).toEqual({ duration: "PT3S" });
    expect(terminated?.timestamp).toBe(new Date(clock).toISOString());
    expect(new Set(statements.map((statement) => statement.id)).size).toBe(4);
  });

  it("judges by the LMS's masteryScore rather than the player's verdict", () => {
    const s = session(launchData({ masteryScore: 0.9 }));
    s.initialized();
    const statements = s.outcome({ completed: true, success: "passed", scaled: 0.8 });
    expect(verbs(statements)).toEqual(["completed", "failed"]);
    expect(statements[1]?.result?.success).toBe(false);
  });

  it("uses the player's verdict when the LMS gives no masteryScore, and names none", () => {
    const s = session(launchData({ masteryScore: undefined }));
    s.initialized();
    const [, passed] = s.outcome({ completed: true, success: "passed", scaled: 0.3 });
    expect(passed?.verb.display["en-US"]).toBe("passed");
    expect(passed?.context.extensions).not.toHaveProperty(MASTERY_SCORE_EXTENSION);
  });

  it("never repeats a verb: the same outcome twice sends nothing more, and one verdict per session", () => {
    const s = session();
    s.initialized();
    expect(verbs(s.outcome({ completed: true, success: "failed", scaled: 0.2 }))).toEqual(["completed", "failed"]);
    expect(s.outcome({ completed: true, success: "failed", scaled: 0.2 })).toEqual([]);
    expect(s.outcome({ completed: true, success: "passed", scaled: 0.9 })).toEqual([]);
    expect(s.initialized()).toBeNull();
    expect(s.terminated()).not.toBeNull();
    expect(s.terminated()).toBeNull();
    expect(s.outcome({ completed: true, success: "passed", scaled: 0.9 })).toEqual([]);
  });

  it("remembers the registration: a later session sends no second completed or passed, nor a failed after a pass", () => {
    const first = session();
    first.initialized();
    first.outcome({ completed: true, success: "passed", scaled: 0.8 });
    expect(first.record()).toEqual({ completed: true, passed: true });
    const second = session(launchData(), first.record());
    second.initialized();
    expect(second.outcome({ completed: true, success: "failed", scaled: 0.1 })).toEqual([]);
    expect(second.outcome({ completed: true, success: "passed", scaled: 0.8 })).toEqual([]);
  });

  it("lets a registration that failed pass in a later session", () => {
    const first = session();
    first.initialized();
    first.outcome({ completed: true, success: "failed", scaled: 0.2 });
    expect(first.record()).toEqual({ completed: true, passed: false });
    const second = session(launchData(), first.record());
    second.initialized();
    expect(verbs(second.outcome({ completed: true, success: "passed", scaled: 0.7 }))).toEqual(["passed"]);
  });

  it("records nothing but initialized and terminated in Browse and Review", () => {
    for (const launchMode of ["Browse", "Review"]) {
      const s = session(launchData({ launchMode }));
      expect(s.initialized()).not.toBeNull();
      expect(s.outcome({ completed: true, success: "passed", scaled: 1 })).toEqual([]);
      expect(s.terminated()).not.toBeNull();
      expect(s.record()).toEqual({ completed: false, passed: false });
    }
  });

  it("sends nothing before initialized", () => {
    const s = session();
    expect(s.outcome({ completed: true, success: "passed", scaled: 1 })).toEqual([]);
    expect(s.terminated()).toBeNull();
  });

  it("keeps what the context template holds and adds the cmi5 category once", () => {
    const s = session(
      launchData({
        contextTemplate: {
          registration: "6d9f1a57-49d6-4c4b-a4a3-0b7e7d5e0001",
          contextActivities: { grouping: [PUBLISHER], category: [{ id: CMI5_CATEGORY }] },
          extensions: { [SESSION_ID_EXTENSION]: "session-9", "https://lms.example/ext": 1 },
          language: "de-DE",
        },
      }),
    );
    const statement = s.initialized();
    expect(categories(statement ?? undefined)).toEqual([CMI5_CATEGORY]);
    expect(statement?.context.language).toBe("de-DE");
    expect(statement?.context.extensions).toEqual({
      [SESSION_ID_EXTENSION]: "session-9",
      "https://lms.example/ext": 1,
    });
  });
});

describe("xapiDuration", () => {
  it("writes hours, minutes and hundredths of seconds", () => {
    expect(xapiDuration(0)).toBe("PT0S");
    expect(xapiDuration(1500)).toBe("PT1.5S");
    expect(xapiDuration(3_723_450)).toBe("PT1H2M3.45S");
    expect(xapiDuration(60_000)).toBe("PT1M0S");
  });
});
