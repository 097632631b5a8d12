import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, xapiSettings } from "../../db/schema";
import { outboundFetch } from "../../http/outbound/client";
import { createEmbeddedQueue, type EmbeddedQueue } from "../../jobs/embeddedQueue";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { xapiSendJob } from "./deliverJob";
import { XAPI_SEND_JOB } from "./delivery";
import { xapiProgressJob } from "./progressJob";
import { lrsSettings, playerCalls, quizCourse } from "./testing";
import { startTestLrs, type TestLrs } from "./testLrs";
import { validateStatement } from "./testValidator";

const PRIVATE = "Enter a public address: this server does not call localhost or private network addresses";
let queue: EmbeddedQueue;
const refusals: string[] = [];

// The server as deployed: OUTBOUND_ALLOW_PRIVATE off, so the suite's store on 127.0.0.1 is out of reach.
forEachDatabase(
  "xAPI stores on private addresses, with the outbound policy on",
  (t) => {
    let lrs: TestLrs;
    beforeAll(async () => {
      lrs = await startTestLrs(validateStatement);
    });
    afterAll(() => lrs.close());

    describe("PUT /api/xapi/settings", () => {
      it("refuses localhost and private addresses written out (422, a sentence saying what to do)", async () => {
        const creator = await t.createUser({ creator: true });
        const { course } = await buildCourse(t.db, creator.user.id);
        for (const endpoint of [
          "http://localhost:8080/xapi/",
          "http://lrs.localhost/xapi/",
          "http://10.0.0.5/xapi/",
          "http://169.254.169.254/latest/",
          "http://0x7f000001/xapi/",
          "http://[::ffff:127.0.0.1]/xapi/",
          "http://[fd00::5]/xapi/",
          lrs.endpoint,
        ]) {
          for (const url of ["/api/xapi/settings", `/api/xapi/courses/${course.id}/settings`]) {
            const res = await t.inject({
              method: "PUT",
              url,
              headers: bearer(creator.token),
              payload: lrsSettings(lrs, { endpoint }),
            });
            expect(res.statusCode, `${endpoint} ${url}`).toBe(422);
            expect(res.json().errors.endpoint[0]).toContain(PRIVATE);
          }
        }
        const german = await t.inject({
          method: "PUT",
          url: "/api/xapi/settings",
          headers: { ...bearer(creator.token), "accept-language": "de" },
          payload: lrsSettings(lrs, { endpoint: "http://localhost/xapi/" }),
        });
        expect(german.json().errors.endpoint[0]).toMatch(/^Geben Sie eine öffentliche Adresse ein/);
        const named = await t.inject({
          method: "PUT",
          url: "/api/xapi/settings",
          headers: bearer(creator.token),
          payload: lrsSettings(lrs, { endpoint: "https://lrs.example.com/xapi/" }),
        });
        expect(named.statusCode, named.body).toBe(200);
      });
    });

    it("does not deliver to a store saved before the policy, keeps the reason for the creator and does not retry", async () => {
      const quiz = await quizCourse(t);
      const auth = bearer(quiz.creator.token);
      const url = `/api/xapi/courses/${quiz.course.id}/settings`;
      const saved = await t.inject({
        method: "PUT",
        url,
        headers: auth,
        payload: lrsSettings(lrs, { endpoint: "https://lrs.example.com/xapi/" }),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // As saved while OUTBOUND_ALLOW_PRIVATE was on: the address is only checked again when called.
      await t.db.update(xapiSettings).set({ endpoint: lrs.endpoint }).where(eq(xapiSettings.course_id, quiz.course.id));
      const player = playerCalls(t, quiz);
      await player.open();
      await queue.drain();
      await queue.drain();

      expect(lrs.calls()).toEqual([]);
      const shown = await t.inject({ url, headers: auth });
      expect(shown.json().data).toMatchObject({
        pending: 2,
        last_error:
          "127.0.0.1 is a private, local or reserved address; this server calls public addresses only " +
          "(the administrator may allow it with OUTBOUND_ALLOW_HOSTS)",
        last_error_cause: { kind: "private", status: null, excerpt: "" },
      });
      const sends = await t.db.select().from(jobs).where(eq(jobs.name, XAPI_SEND_JOB));
      expect(sends.map((job) => [job.state, job.retry_count])).toEqual([["completed", 0]]);
      expect(refusals).toContain("127.0.0.1");
      // The statements wait in the outbox: nothing is lost, and a learner's next statement queues no new attempt.
      await player.open();
      await queue.drain();
      const waiting = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, XAPI_SEND_JOB), eq(jobs.state, "created")));
      expect(waiting).toEqual([]);
    });
  },
  {
    env: { OUTBOUND_ALLOW_PRIVATE: "false" },
    jobs: (db) => {
      queue = createEmbeddedQueue({ db, logger: pino({ level: "silent" }), pollIntervalMs: 1000, autoPoll: false });
      queue.register(xapiProgressJob(db, queue, "http://app.test"));
      const send = outboundFetch({ allowPrivate: false, allowHosts: [] }, (error) => refusals.push(error.host));
      queue.register(xapiSendJob(db, queue, send));
      return queue;
    },
  },
);
