import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { courseProgresses, jobs, xapiSettings, xapiStatements } from "../../db/schema";
import { createEmbeddedQueue, type EmbeddedQueue } from "../../jobs/embeddedQueue";
import { bearer, forEachDatabase, testOutbound } from "../../test/context";
import { cmi5Iris } from "../export/cmi5Structure";
import { xapiSendJob } from "./deliverJob";
import { XAPI_SEND_JOB } from "./delivery";
import { xapiProgressJob } from "./progressJob";
import { lrsSettings, playerCalls, type QuizCourse, quizCourse } from "./testing";
import { startTestLrs, type TestLrs } from "./testLrs";
import { validateStatement } from "./testValidator";

// The queue's clock: retries fall due when a test moves it on, not after real waiting.
let clock = Date.now();
let queue: EmbeddedQueue;
const ADL = "http://adlnet.gov/expapi/verbs/";

type Kept = {
  id: string;
  actor: Record<string, unknown>;
  verb: { id: string };
  object: { id: string; definition?: Record<string, unknown> };
  result?: Record<string, unknown>;
  context: {
    registration: string;
    contextActivities?: { parent: { id: string }[] };
    extensions?: Record<string, unknown>;
  };
  timestamp: string;
};

forEachDatabase(
  "xAPI: the player's progress becomes statements in the course's learning record store",
  (t) => {
    let lrs: TestLrs;
    beforeAll(async () => {
      lrs = await startTestLrs(validateStatement);
    });
    afterAll(() => lrs.close());
    beforeEach(() => lrs.setDown(false));

    /** The progress jobs, then the deliveries they queued. */
    const settle = async () => {
      await queue.drain();
      await queue.drain();
    };
    const verbsOf = (statements: Kept[]) => statements.map((s) => s.verb.id.replace(ADL, ""));
    const keptFor = (quiz: QuizCourse) =>
      (lrs.statements() as Kept[]).filter((s) => s.object.id.includes(`/course/${quiz.course.id}`));
    const configure = async (quiz: QuizCourse, patch: Record<string, unknown> = {}) => {
      const res = await t.inject({
        method: "PUT",
        url: `/api/xapi/courses/${quiz.course.id}/settings`,
        headers: bearer(quiz.creator.token),
        payload: lrsSettings(lrs, patch),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.course_id as number;
    };

    it("reports a whole attempt once, in order, with the ADL vocabulary, valid statements and one registration", async () => {
      const quiz = await quizCourse(t);
      await configure(quiz);
      const player = playerCalls(t, quiz);
      const progressId = await player.open();
      await settle();
      await player.write(progressId, { page: 0 });
      await settle();
      await player.write(progressId, { page: 0, answer: "b" });
      await settle();
      // A second write of the same state reports nothing new.
      await player.write(progressId, { page: 0, answer: "b" });
      await settle();
      await player.write(progressId, { page: 1, answer: "b", completed: true });
      await settle();

      const kept = keptFor(quiz);
      expect(verbsOf(kept)).toEqual([
        "launched",
        "initialized",
        "experienced",
        "answered",
        "experienced",
        "completed",
        "failed",
        "terminated",
      ]);
      for (const statement of kept) expect(validateStatement(statement)).toEqual([]);
      expect(new Set(kept.map((s) => s.context.registration)).size).toBe(1);
      expect(kept[0]?.actor).toEqual({
        objectType: "Agent",
        name: quiz.learner.user.name,
        account: { homePage: "http://app.test", name: String(quiz.learner.user.id) },
      });
      const course = `http://app.test/xapi/activities/course/${quiz.course.id}`;
      // The same id a cmi5 package of the course gives it: one course, one activity in the store.
      expect(cmi5Iris("http://app.test", quiz.course.id).course).toBe(course);
      expect(kept[0]?.object).toMatchObject({ id: course, definition: { name: { und: "Fire safety" } } });
      const answered = kept.find((s) => s.verb.id.endsWith("/answered"));
      expect(answered).toMatchObject({
        object: {
          id: `${course}/block/${quiz.questionId}`,
          definition: {
            type: "http://adlnet.gov/expapi/activities/cmi.interaction",
            interactionType: "choice",
            choices: [
              { id: "a", description: { und: "Foam" } },
              { id: "b", description: { und: "Water" } },
            ],
            correctResponsesPattern: ["a"],
          },
        },
        // The option's id, as xAPI's choice interactions say (the texts are in the definition's choices).
        result: { success: false, response: "b", score: { scaled: 0, raw: 0, min: 0, max: 1 } },
        context: { contextActivities: { parent: [{ id: course }] } },
      });
      // Attempts count from 1 in statements, as the reports show them ("Attempt 1").
      for (const statement of kept)
        expect(statement.context.extensions).toEqual({
          "http://app.test/xapi/extensions/attempt": 1,
        });
      expect(kept.find((s) => s.verb.id.endsWith("/failed"))?.result).toMatchObject({
        success: false,
        completion: true,
        score: { scaled: 0, raw: 0, min: 0, max: 100 },
        duration: expect.stringMatching(/^PT\d+(\.\d+)?S$/),
      });
      // Every call carried the version header and the store's Basic credentials.
      for (const call of lrs.calls()) expect(call.version).toBe("1.0.3");
      const [settings] = await t.db.select().from(xapiSettings).where(eq(xapiSettings.course_id, quiz.course.id));
      expect(settings).toMatchObject({ last_error: null, last_sent_at: expect.any(Date) });
      expect(
        await t.db
          .select()
          .from(xapiStatements)
          .where(eq(xapiStatements.settings_id, settings?.id ?? 0)),
      ).toEqual([]);
    });

    it("uses the learner's e-mail as mbox when the settings say so, and passes a right answer", async () => {
      const quiz = await quizCourse(t);
      await configure(quiz, { use_mbox: true });
      const player = playerCalls(t, quiz);
      const progressId = await player.open();
      await player.write(progressId, { page: 1, answer: "a", completed: true });
      await settle();
      const kept = keptFor(quiz);
      expect(kept[0]?.actor).toEqual({
        objectType: "Agent",
        name: quiz.learner.user.name,
        mbox: `mailto:${quiz.learner.user.email}`,
      });
      expect(verbsOf(kept)).toContain("passed");
      expect(kept.find((s) => s.verb.id.endsWith("/passed"))?.result).toMatchObject({
        success: true,
        score: { scaled: 1, raw: 100 },
      });
    });

    it("gives the answered statement the time the player measured on the question, and refuses a time out of bounds", async () => {
      const quiz = await quizCourse(t);
      await configure(quiz);
      const player = playerCalls(t, quiz);
      const progressId = await player.open();
      for (const durationMs of [-1, 1.5, 86_400_001, "12500"]) {
        const refused = await player.send(progressId, { page: 0, answer: "a", durationMs });
        expect(refused.statusCode, String(durationMs)).toBe(422);
        expect(refused.json().errors).toHaveProperty(["blocks_progresses.0.position.durationMs"]);
      }
      await player.write(progressId, { page: 0, answer: "a", durationMs: 12_500 });
      await settle();
      const [stored] = await t.db.select().from(courseProgresses).where(eq(courseProgresses.id, progressId));
      expect(stored?.blocks_progresses[0]?.position?.durationMs).toBe(12_500);
      const answered = keptFor(quiz).find((s) => s.verb.id.endsWith("/answered"));
      expect(answered?.result).toEqual({
        response: "a",
        duration: "PT12.5S",
        success: true,
        score: { scaled: 1, raw: 1, min: 0, max: 1 },
      });
      expect(validateStatement(answered)).toEqual([]);
      // A changed answer is timed again: its statement carries the new time.
      await player.write(progressId, { page: 0, answer: "b", durationMs: 61_234 });
      await settle();
      const again = keptFor(quiz).filter((s) => s.verb.id.endsWith("/answered"));
      expect(again.map((s) => s.result?.duration)).toEqual(["PT12.5S", "PT61.23S"]);
    });

    it("terminates an attempt the learner starts again, and gives the new attempt a registration of its own", async () => {
      const quiz = await quizCourse(t);
      await configure(quiz);
      const player = playerCalls(t, quiz);
      const progressId = await player.open();
      await player.write(progressId, { page: 0 });
      await settle();
      await player.startAgain(progressId);
      await player.write(progressId, { page: 0, attempt: 1 });
      await settle();
      const kept = keptFor(quiz);
      expect(verbsOf(kept)).toEqual([
        "launched",
        "initialized",
        "experienced",
        "terminated",
        "launched",
        "initialized",
        "experienced",
      ]);
      const registrations = kept.map((s) => s.context.registration);
      const attempts = kept.map((s) => Object.values(s.context.extensions ?? {})[0]);
      expect(attempts).toEqual([1, 1, 1, 1, 2, 2, 2]);
      expect(registrations[3]).toBe(registrations[0]);
      expect(registrations[4]).not.toBe(registrations[0]);
    });

    it("keeps the statements while the store is down and delivers them on a retry, once", async () => {
      const quiz = await quizCourse(t);
      await configure(quiz);
      lrs.setDown(true);
      const player = playerCalls(t, quiz);
      const progressId = await player.open();
      await player.write(progressId, { page: 0, answer: "a" });
      await settle();
      expect(keptFor(quiz)).toEqual([]);
      const waiting = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, XAPI_SEND_JOB), eq(jobs.state, "created")));
      expect(waiting.map((row) => [row.retry_count, row.last_error])).toEqual([
        [1, expect.stringMatching(/statements answered 503: \{"error":"down for maintenance"\}$/)],
      ]);
      const creator = bearer(quiz.creator.token);
      const shown = await t.inject({ url: `/api/xapi/courses/${quiz.course.id}/settings`, headers: creator });
      expect(shown.json().data).toMatchObject({
        pending: 4,
        last_error: expect.stringMatching(/503: /),
        // What the panel explains in the creator's words: the status and the start of the store's answer.
        last_error_cause: { kind: "status", status: 503, excerpt: '{"error":"down for maintenance"}' },
      });

      lrs.setDown(false);
      // Not due yet: the first retry waits 30 s.
      expect(await queue.drain()).toBe(0);
      clock += 31_000;
      expect(await queue.drain()).toBe(1);
      expect(verbsOf(keptFor(quiz))).toEqual(["launched", "initialized", "experienced", "answered"]);
      const after = await t.inject({ url: `/api/xapi/courses/${quiz.course.id}/settings`, headers: creator });
      expect(after.json().data).toMatchObject({ pending: 0, last_error: null });
    });

    it("retries and reports refused credentials until the creator corrects them", async () => {
      const quiz = await quizCourse(t);
      await configure(quiz, { secret: "wrong" });
      const player = playerCalls(t, quiz);
      await player.write(await player.open(), { page: 0 });
      await settle();
      const creator = bearer(quiz.creator.token);
      const shown = await t.inject({ url: `/api/xapi/courses/${quiz.course.id}/settings`, headers: creator });
      expect(shown.json().data).toMatchObject({
        pending: 3,
        last_error: expect.stringMatching(/answered 401: /),
        last_error_cause: { kind: "status", status: 401, excerpt: '{"error":"unauthorised"}' },
      });
      expect(JSON.stringify(shown.json())).not.toContain("wrong");
      // Correct credentials send what waits at once, without waiting for the failed job's retry.
      await configure(quiz);
      expect(await queue.drain()).toBe(1);
      expect(verbsOf(keptFor(quiz))).toEqual(["launched", "initialized", "experienced"]);
      // The failed job's retry finds nothing left to send.
      clock += 31_000;
      expect(await queue.drain()).toBe(1);
      expect(lrs.statements().length).toBe(new Set(lrs.statements().map((s) => s.id)).size);
    });

    it("sends a batch the store refuses one by one with PUT, and drops and reports the statement it still refuses", async () => {
      // A store that takes no answers: the batch holding one is refused whole.
      const picky = await startTestLrs((statement) => [
        ...validateStatement(statement),
        ...(JSON.stringify(statement).includes("/verbs/answered") ? ["answers are not taken here"] : []),
      ]);
      try {
        const quiz = await quizCourse(t);
        const saved = await t.inject({
          method: "PUT",
          url: `/api/xapi/courses/${quiz.course.id}/settings`,
          headers: bearer(quiz.creator.token),
          payload: lrsSettings(picky),
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const player = playerCalls(t, quiz);
        await player.write(await player.open(), { page: 0, answer: "a" });
        await settle();
        const verbs = (picky.statements() as Kept[]).map((s) => s.verb.id.replace(ADL, ""));
        expect(verbs).toEqual(["launched", "initialized", "experienced"]);
        expect(picky.calls().map((call) => `${call.method} ${call.status}`)).toEqual([
          "POST 400",
          "PUT 204",
          "PUT 204",
          "PUT 204",
          "PUT 400",
        ]);
        const shown = await t.inject({
          url: `/api/xapi/courses/${quiz.course.id}/settings`,
          headers: bearer(quiz.creator.token),
        });
        expect(shown.json().data).toMatchObject({
          pending: 0,
          last_error: expect.stringMatching(/^refused by the store: [0-9a-f-]{36} \(400\)$/),
        });
      } finally {
        await picky.close();
      }
    });

    it("makes no statements and no jobs for a course without a store", async () => {
      const quiz = await quizCourse(t);
      const player = playerCalls(t, quiz);
      await player.write(await player.open(), { page: 0, answer: "a" });
      expect(await queue.drain()).toBe(0);
      expect(keptFor(quiz)).toEqual([]);
    });
  },
  {
    jobs: (db) => {
      queue = createEmbeddedQueue({
        db,
        logger: pino({ level: "silent" }),
        pollIntervalMs: 1000,
        autoPoll: false,
        now: () => clock,
      });
      queue.register(xapiProgressJob(db, queue, "http://app.test"));
      queue.register(xapiSendJob(db, queue, testOutbound));
      return queue;
    },
  },
);
