import { expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { scormCourse } from "../scorm/testing";
import type { LearnerDetails } from "./schemas";

forEachDatabase("SCORM in the learner details report (issue 16 item 11)", (t) => {
  const get = (url: string, token: string) => t.inject({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.inject({ method: "POST", url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** Launches the block as the learner and stores what one SCO wrote, as the player does. */
  const play = async (blockMediaId: number, shareId: string, token: string, sco: string, cmi: object) => {
    const launch = await get(`/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`, token);
    expect(launch.statusCode, launch.body).toBe(200);
    const { progress_id, attempt_number } = launch.json().data;
    const res = await post(`/api/course_player/scorm_cmi/${progress_id}`, token, {
      block_media_id: blockMediaId,
      sco,
      attempt_number,
      cmi,
    });
    expect(res.statusCode, res.body).toBe(200);
    return progress_id as number;
  };

  it("shows each SCO's statuses, score, time and interactions per attempt to the course's creator only", async () => {
    const { blockMediaId, share, ann, creator, blocks } = await scormCourse(t, "1.2");
    const progressId = await play(blockMediaId, share.id, ann.token, "sco_a", {
      core: {
        lesson_status: "failed",
        score: { raw: "40", min: "0", max: "100" },
        total_time: "0000:00:00",
        session_time: "0000:01:30.00",
      },
      interactions: {
        "0": { id: "q1", type: "choice", student_response: "b", result: "wrong", latency: "0000:00:05" },
      },
    });
    expect((await post(`/api/course_player/start_again/${progressId}`, ann.token)).statusCode).toBe(200);
    await play(blockMediaId, share.id, ann.token, "sco_b", {
      core: { lesson_status: "passed", score: { raw: "9", max: "10" }, session_time: "0000:00:20.00" },
    });

    const res = await get(`/api/reports/users/${ann.user.id}`, creator.token);
    expect(res.statusCode, res.body).toBe(200);
    const course = (res.json().data as LearnerDetails).courses[0];
    // The current attempt: only sco_b was launched; sco_a is listed, not attempted (the package's SCO list).
    expect(course?.scorm).toHaveLength(1);
    expect(course?.scorm[0]).toMatchObject({ block_id: blocks[0]?.id, block_media_id: blockMediaId, version: "1.2" });
    expect(course?.scorm[0]?.scos).toMatchObject([
      { identifier: "sco_a", title: "A", completion_status: "not_attempted", interactions: [] },
      {
        identifier: "sco_b",
        title: "B",
        completion_status: "completed",
        success_status: "passed",
        score_raw: 9,
        score_max: 10,
        total_seconds: 20,
      },
    ]);
    // The first attempt keeps what sco_a wrote.
    const past = course?.past_attempts[0]?.scorm[0]?.scos;
    expect(past?.[0]).toMatchObject({
      identifier: "sco_a",
      completion_status: "completed",
      success_status: "failed",
      score_raw: 40,
      score_max: 100,
      total_seconds: 90,
      interactions: [{ id: "q1", type: "choice", learner_response: "b", result: "incorrect", latency_seconds: 5 }],
    });
    expect(past?.[1]).toMatchObject({ identifier: "sco_b", completion_status: "not_attempted" });

    // Another creator sees nothing of it; the learner may not read reports.
    const other = await t.createUser({ creator: true });
    expect((await get(`/api/reports/users/${ann.user.id}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/reports/users/${ann.user.id}`, ann.token)).statusCode).toBe(403);
  });

  it("reads SCORM 2004 names: completion and success apart, scaled score, learner_response", async () => {
    const { blockMediaId, share, bob, creator } = await scormCourse(t, "2004");
    await play(blockMediaId, share.id, bob.token, "sco_a", {
      completion_status: "incomplete",
      success_status: "unknown",
      score: { scaled: "0.5" },
      session_time: "PT2M",
      interactions: [{ id: "i1", type: "fill-in", learner_response: "Paris", result: "correct", latency: "PT3S" }],
    });
    const course = ((await get(`/api/reports/users/${bob.user.id}`, creator.token)).json().data as LearnerDetails)
      .courses[0];
    expect(course?.scorm[0]?.scos[0]).toMatchObject({
      completion_status: "incomplete",
      success_status: "unknown",
      score_scaled: 0.5,
      total_seconds: 120,
      interactions: [{ id: "i1", type: "fill-in", learner_response: "Paris", result: "correct", latency_seconds: 3 }],
    });
  });
});
