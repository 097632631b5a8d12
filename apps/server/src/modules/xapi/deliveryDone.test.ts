import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { xapiSettings, xapiStatements } from "../../db/schema";
import type { JobSender } from "../../jobs/queue";
import { bearer, forEachDatabase } from "../../test/context";
import { deliveryDone, queueDelivery } from "./delivery";
import { lrsSettings, quizCourse } from "./testing";
import { startTestLrs, type TestLrs } from "./testLrs";
import { validateStatement } from "./testValidator";

forEachDatabase("xAPI: a delivery ends only with the outbox empty", (t) => {
  let lrs: TestLrs;
  beforeAll(async () => {
    lrs = await startTestLrs(validateStatement);
  });
  afterAll(() => lrs.close());

  it("keeps the delivery under way for a statement that came after the job found the outbox empty", async () => {
    const quiz = await quizCourse(t);
    const res = await t.inject({
      method: "PUT",
      url: `/api/xapi/courses/${quiz.course.id}/settings`,
      headers: bearer(quiz.creator.token),
      payload: lrsSettings(lrs),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [settings] = await t.db.select().from(xapiSettings).where(eq(xapiSettings.course_id, quiz.course.id));
    if (!settings) throw new Error("no settings");
    const queued = () =>
      t.db
        .select({ at: xapiSettings.send_queued_at })
        .from(xapiSettings)
        .where(eq(xapiSettings.id, settings.id))
        .then(([row]) => row?.at ?? null);
    const sent: string[] = [];
    const jobs: JobSender = {
      send: async (name) => {
        sent.push(name);
        return null;
      },
    };

    // A delivery is under way; a learner's statement arrives after its job last looked at the outbox.
    await t.db.update(xapiSettings).set({ send_queued_at: new Date() }).where(eq(xapiSettings.id, settings.id));
    await t.db.insert(xapiStatements).values({ id: randomUUID(), settings_id: settings.id, statement: {} });
    // The statement's own queueing sees the delivery under way and queues nothing…
    expect(await queueDelivery(t.db, jobs, settings.id)).toBe(false);
    expect(sent).toEqual([]);
    // …so the job must not end it: it goes on and sends the statement.
    expect(await deliveryDone(t.db, settings.id)).toBe(false);
    expect(await queued()).not.toBeNull();

    await t.db.delete(xapiStatements).where(eq(xapiStatements.settings_id, settings.id));
    expect(await deliveryDone(t.db, settings.id)).toBe(true);
    expect(await queued()).toBeNull();
  });
});
