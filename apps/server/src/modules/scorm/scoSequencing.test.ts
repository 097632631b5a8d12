import { SEQUENCING_STATE_KEY, type SequencingState } from "@coursewright/course-model";
import { expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { scormCourse } from "./testing";

const tree = {
  id: "org",
  title: "Two SCOs",
  sequencing: { flow: true },
  children: [
    { id: "sco_a", title: "A", sco: "sco_a", children: [] },
    { id: "sco_b", title: "B", sco: "sco_b", children: [] },
  ],
};

const state: SequencingState = {
  current: "sco_b",
  suspended: null,
  activities: {
    org: { attempts: 1, active: true },
    sco_a: { attempts: 2, completed: true, primary: { satisfied: false } },
  },
  // 4th Edition objective values and the learner's arrangement (randomizationControls) are kept too.
  globals: { "urn:g": { satisfied: true, measure: 0.8, completed: true, progress: 1, raw: 42, min: 0, max: 50 } },
  orders: { org: { attempt: 1, ids: ["sco_b", "sco_a"] } },
};

forEachDatabase("SCORM sequencing state kept with the SCOs' data", (t) => {
  const launch = async (blockMediaId: number, shareId: string, token: string) => {
    const res = await t.inject({
      method: "GET",
      url: `/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { progress_id: number; attempt_number: number; sequencing: SequencingState | null };
  };
  const write = (progressId: number, token: string, payload: object) =>
    t.inject({
      method: "POST",
      url: `/api/course_player/scorm_cmi/${progressId}`,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload,
    });

  it("gives back the attempt counts and global objectives the block wrote", async () => {
    const { blockMediaId, share, ann, bob } = await scormCourse(t, "2004", { tree });
    const first = await launch(blockMediaId, share.id, ann.token);
    expect(first.sequencing).toBeNull();
    const body = { block_media_id: blockMediaId, sco: SEQUENCING_STATE_KEY, attempt_number: first.attempt_number };
    const res = await write(first.progress_id, ann.token, { ...body, cmi: state });
    expect(res.statusCode, res.body).toBe(200);
    expect((await launch(blockMediaId, share.id, ann.token)).sequencing).toEqual(state);
    // Another learner starts with none.
    expect((await launch(blockMediaId, share.id, bob.token)).sequencing).toBeNull();
  });

  it("422 for a state of another shape, or for a package without an activity tree", async () => {
    const withTree = await scormCourse(t, "2004", { tree });
    const a = await launch(withTree.blockMediaId, withTree.share.id, withTree.ann.token);
    const body = { block_media_id: withTree.blockMediaId, sco: SEQUENCING_STATE_KEY, attempt_number: a.attempt_number };
    for (const cmi of [
      { current: 3 },
      { ...state, activities: { x: { attempts: -1 } } },
      { ...state, globals: { g: { measure: 7 } } },
      { ...state, orders: { org: { attempt: 1, ids: "sco_a" } } },
    ]) {
      const res = await write(a.progress_id, withTree.ann.token, { ...body, cmi });
      expect(res.statusCode, JSON.stringify(cmi)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["cmi"]);
    }
    const plain = await scormCourse(t, "2004");
    const b = await launch(plain.blockMediaId, plain.share.id, plain.ann.token);
    const res = await write(b.progress_id, plain.ann.token, {
      block_media_id: plain.blockMediaId,
      sco: SEQUENCING_STATE_KEY,
      attempt_number: b.attempt_number,
      cmi: state,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["sco"]);
  });
});
