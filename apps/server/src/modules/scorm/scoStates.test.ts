import { describe, expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { scormCourse } from "./testing";

type Launch = {
  progress_id: number;
  attempt_number: number;
  beacon_token: string;
  scos: { identifier: string; cmi: Record<string, unknown> }[];
};

forEachDatabase("SCORM data kept between launches", (t) => {
  const launch = async (blockMediaId: number, shareId: string, token: string) => {
    const res = await t.inject({
      method: "GET",
      url: `/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`,
      headers: bearer(token),
    });
    return { res, data: res.statusCode === 200 ? (res.json().data as Launch) : (null as unknown as Launch) };
  };
  const write = (progressId: number, token: string | null, payload: object, contentType = "application/json") =>
    t.inject({
      method: "POST",
      url: `/api/course_player/scorm_cmi/${progressId}`,
      headers: { ...(token ? bearer(token) : {}), "content-type": contentType },
      payload: contentType === "application/json" ? payload : JSON.stringify(payload),
    });
  const sco = (answer: Launch, id: string) =>
    (answer.scos.find((s) => s.identifier === id)?.cmi ?? {}) as {
      core: Record<string, unknown>;
      [key: string]: unknown;
    };

  it("hands a first launch ab-initio with the learner, and gives back what the SCO wrote, resumed after suspend", async () => {
    const { blockMediaId, share, ann } = await scormCourse(t);
    const first = await launch(blockMediaId, share.id, ann.token);
    expect(first.res.statusCode).toBe(200);
    expect(sco(first.data, "sco_a").core).toEqual({
      entry: "ab-initio",
      student_id: String(ann.user.id),
      student_name: "Ann Learner",
    });

    const cmi = {
      core: {
        lesson_location: "4",
        lesson_status: "incomplete",
        score: { raw: "40", min: "0", max: "100" },
        total_time: "0000:00:00",
        session_time: "0000:01:30.50",
        exit: "suspend",
        student_id: "forged",
      },
      suspend_data: "page=4",
      interactions: [{ id: "q1", result: "correct" }],
    };
    const body = { block_media_id: blockMediaId, sco: "sco_a", attempt_number: first.data.attempt_number, cmi };
    const stored = await write(first.data.progress_id, ann.token, body);
    expect(stored.statusCode, stored.body).toBe(200);

    const again = (await launch(blockMediaId, share.id, ann.token)).data;
    const a = sco(again, "sco_a");
    expect(a.core).toMatchObject({
      lesson_location: "4",
      lesson_status: "incomplete",
      score: { raw: "40", min: "0", max: "100" },
      entry: "resume",
      total_time: "0000:01:30.50",
      student_id: String(ann.user.id),
      student_name: "Ann Learner",
    });
    expect(a.core.exit).toBeUndefined();
    expect(a.core.session_time).toBeUndefined();
    expect(a.suspend_data).toBe("page=4");
    expect(a.interactions).toEqual([{ id: "q1", result: "correct" }]);
    // The other SCO is untouched: switching to it starts it afresh, coming back resumes this one.
    expect(sco(again, "sco_b").core.entry).toBe("ab-initio");

    // The next session adds its time to the total; a normal exit gives entry "".
    const next = { ...cmi, core: { ...a.core, session_time: "0000:00:29.50", exit: "" } };
    expect((await write(again.progress_id, ann.token, { ...body, cmi: next })).statusCode).toBe(200);
    const third = sco((await launch(blockMediaId, share.id, ann.token)).data, "sco_a");
    expect(third.core.total_time).toBe("0000:02:00.00");
    expect(third.core.entry).toBe("");
  });

  it("follows SCORM 2004's names: cmi.entry, cmi.total_time as ISO 8601, learner_id and learner_name", async () => {
    const { blockMediaId, share, ann } = await scormCourse(t, "2004");
    const first = (await launch(blockMediaId, share.id, ann.token)).data;
    expect(sco(first, "sco_b")).toEqual({
      entry: "ab-initio",
      learner_id: String(ann.user.id),
      learner_name: "Ann Learner",
    });
    const cmi = {
      location: "p3",
      completion_status: "incomplete",
      success_status: "unknown",
      total_time: "PT1H",
      session_time: "PT2M30S",
      exit: "suspend",
      suspend_data: "x".repeat(64000),
    };
    const body = { block_media_id: blockMediaId, sco: "sco_b", attempt_number: first.attempt_number, cmi };
    expect((await write(first.progress_id, ann.token, body)).statusCode).toBe(200);
    const b = sco((await launch(blockMediaId, share.id, ann.token)).data, "sco_b");
    expect(b).toMatchObject({ location: "p3", entry: "resume", total_time: "PT0001H02M30S" });
    expect(b.suspend_data).toHaveLength(64000);
  });

  it("keeps each learner's data apart, and each attempt's: a new attempt starts the SCOs fresh", async () => {
    const { blockMediaId, share, ann, bob } = await scormCourse(t);
    const annLaunch = (await launch(blockMediaId, share.id, ann.token)).data;
    const bobLaunch = (await launch(blockMediaId, share.id, bob.token)).data;
    const body = {
      block_media_id: blockMediaId,
      sco: "sco_a",
      attempt_number: annLaunch.attempt_number,
      cmi: { core: { lesson_location: "ann's page", exit: "suspend" } },
    };
    // Bob may not write Ann's row, with his token or with his beacon token.
    expect((await write(annLaunch.progress_id, bob.token, body)).statusCode).toBe(403);
    expect(
      (await write(annLaunch.progress_id, null, { ...body, beacon_token: bobLaunch.beacon_token }, "text/plain"))
        .statusCode,
    ).toBe(401);
    expect((await write(annLaunch.progress_id, null, body)).statusCode).toBe(401);
    // Ann's own beacon token (what the launcher sends as the page closes) writes, as text/plain JSON.
    const beacon = await write(
      annLaunch.progress_id,
      null,
      { ...body, beacon_token: annLaunch.beacon_token },
      "text/plain",
    );
    expect(beacon.statusCode, beacon.body).toBe(200);
    // The launcher's beacon comes from the content origin: its answer may be read there (not blocked by CORP).
    expect(beacon.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(sco((await launch(blockMediaId, share.id, ann.token)).data, "sco_a").core.lesson_location).toBe(
      "ann's page",
    );
    expect(sco((await launch(blockMediaId, share.id, bob.token)).data, "sco_a").core.entry).toBe("ab-initio");

    // Ann starts the course again: the new attempt's SCOs start fresh; a late write of the old attempt is refused.
    const restarted = await t.inject({
      method: "POST",
      url: `/api/course_player/start_again/${annLaunch.progress_id}`,
      headers: bearer(ann.token),
    });
    expect(restarted.statusCode, restarted.body).toBe(200);
    const fresh = (await launch(blockMediaId, share.id, ann.token)).data;
    expect(fresh.attempt_number).toBe(annLaunch.attempt_number + 1);
    expect(sco(fresh, "sco_a").core).toEqual({
      entry: "ab-initio",
      student_id: String(ann.user.id),
      student_name: "Ann Learner",
    });
    expect((await write(annLaunch.progress_id, ann.token, body)).statusCode).toBe(409);
  });

  describe("refuses bad input", () => {
    it("422 for bodies that are not CMI data, a SCO the package lacks, suspend data past the version's limit", async () => {
      const { blockMediaId, share, ann } = await scormCourse(t);
      const { data } = await launch(blockMediaId, share.id, ann.token);
      const good = { block_media_id: blockMediaId, sco: "sco_a", attempt_number: data.attempt_number, cmi: {} };
      const cases: [object, string][] = [
        [{ ...good, cmi: "text" }, "cmi"],
        [{ ...good, cmi: [1, 2] }, "cmi"],
        [{ ...good, sco: "" }, "sco"],
        [{ ...good, attempt_number: -1 }, "attempt_number"],
        [{ ...good, block_media_id: "x" }, "block_media_id"],
        [{ ...good, sco: "not_in_package" }, "sco"],
        [{ ...good, cmi: { suspend_data: "x".repeat(4097) } }, "cmi.suspend_data"],
        [{ ...good, cmi: { comments: "y".repeat(300 * 1024) } }, "cmi"],
      ];
      for (const [payload, field] of cases) {
        const res = await write(data.progress_id, ann.token, payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
        expect(Object.keys(res.json().errors)).toContain(field);
      }
      expect(
        (await write(data.progress_id, ann.token, { ...good, cmi: { suspend_data: "x".repeat(4096) } })).statusCode,
      ).toBe(200);
    });

    it("404 for a block media row of another course or another course's share, 401 without sign-in", async () => {
      const first = await scormCourse(t);
      const other = await scormCourse(t);
      const { data } = await launch(first.blockMediaId, first.share.id, first.ann.token);
      const res = await write(data.progress_id, first.ann.token, {
        block_media_id: other.blockMediaId,
        sco: "sco_a",
        attempt_number: data.attempt_number,
        cmi: {},
      });
      expect(res.statusCode).toBe(404);
      const anonymous = await t.inject({
        method: "GET",
        url: `/api/course_player/scorm_cmi/${first.blockMediaId}?share_id=${first.share.id}`,
      });
      expect(anonymous.statusCode).toBe(401);
      // Through the other course's share: not a share of this block's course, answered as playAccess answers it.
      expect((await launch(first.blockMediaId, other.share.id, first.ann.token)).res.statusCode).toBe(404);
    });
  });
});
