import { expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { scormCourse } from "./testing";

// "Start again" on a package resets its SCOs' data to {} with the next generation; the page-close beacon of the
// launch before can land after that reset and must not bring the old data back (issue 16).

type Launch = {
  progress_id: number;
  attempt_number: number;
  beacon_token: string;
  scos: { identifier: string; cmi: Record<string, unknown>; generation: number }[];
};

forEachDatabase("SCORM data generations", (t) => {
  const launch = async (blockMediaId: number, shareId: string, token: string) => {
    const res = await t.inject({
      method: "GET",
      url: `/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Launch;
  };
  const post = (progressId: number, payload: object, token?: string) =>
    t.inject({
      method: "POST",
      url: `/api/course_player/scorm_cmi/${progressId}`,
      headers: token ? { ...bearer(token), "content-type": "application/json" } : { "content-type": "text/plain" },
      payload: token ? payload : JSON.stringify(payload),
    });
  const scoA = (answer: Launch) => answer.scos.find((sco) => sco.identifier === "sco_a");

  it("refuses a beacon of the generation before a reset, whichever order they arrive in", async () => {
    const { blockMediaId, share, ann } = await scormCourse(t, "2004");
    const first = await launch(blockMediaId, share.id, ann.token);
    expect(scoA(first)?.generation).toBe(0);
    const body = { block_media_id: blockMediaId, sco: "sco_a", attempt_number: first.attempt_number };
    const old = { location: "page 4", exit: "suspend", suspend_data: "old" };
    expect((await post(first.progress_id, { ...body, generation: 0, cmi: old }, ann.token)).statusCode).toBe(200);

    // The learner starts again: the block resets the SCO with the next generation.
    const reset = await post(first.progress_id, { ...body, generation: 1, cmi: {} }, ann.token);
    expect(reset.statusCode, reset.body).toBe(200);
    // The old launcher's page-close beacon lands afterwards, and a writer that sends no generation (generation 0).
    const beacon = await post(first.progress_id, {
      ...body,
      generation: 0,
      cmi: { ...old, suspend_data: "late" },
      beacon_token: first.beacon_token,
    });
    expect(beacon.statusCode, beacon.body).toBe(409);
    expect(beacon.json().error).toBe("progress_stale");
    expect((await post(first.progress_id, { ...body, cmi: old }, ann.token)).statusCode).toBe(409);

    const after = await launch(blockMediaId, share.id, ann.token);
    expect(scoA(after)?.generation).toBe(1);
    expect(scoA(after)?.cmi).toMatchObject({ entry: "ab-initio" });
    expect(scoA(after)?.cmi.location).toBeUndefined();
    expect(scoA(after)?.cmi.suspend_data).toBeUndefined();

    // The new attempt's own writes (its generation) are kept.
    const fresh = await post(first.progress_id, {
      ...body,
      generation: 1,
      cmi: { location: "page 1", exit: "suspend" },
      beacon_token: first.beacon_token,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(scoA(await launch(blockMediaId, share.id, ann.token))?.cmi).toMatchObject({
      location: "page 1",
      entry: "resume",
    });
  });
});
