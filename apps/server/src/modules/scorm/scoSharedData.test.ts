import { SHARED_DATA_KEY } from "@coursewright/course-model";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { scormScoStates } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { scormCourse } from "./testing";

// SCORM 2004 4th Edition shared data (adl.data): the stores of a package are shared by its SCOs for the learner's
// attempt, kept on the server beside the SCOs' data, and a SCO writes only the stores its manifest maps let it.

const scos = [
  {
    identifier: "sco_a",
    title: "A",
    launch: "a.html",
    data: {
      shared_data: [
        { id: "com.example.notes", read: true, write: true },
        { id: "com.example.score", read: true, write: false },
      ],
    },
  },
  {
    identifier: "sco_b",
    title: "B",
    launch: "b.html",
    data: { shared_data: [{ id: "com.example.score", read: true, write: true }] },
  },
];

type Launch = { progress_id: number; attempt_number: number; shared_data: Record<string, string> };

forEachDatabase("SCORM shared data kept on the server", (t) => {
  const launch = async (blockMediaId: number, shareId: string, token: string) => {
    const res = await t.inject({
      method: "GET",
      url: `/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Launch;
  };
  const write = (progressId: number, token: string, payload: object) =>
    t.inject({
      method: "POST",
      url: `/api/course_player/scorm_cmi/${progressId}`,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload,
    });

  it("merges what each SCO writes into the package's stores and hands them to every launch of the attempt", async () => {
    const { blockMediaId, share, ann, bob } = await scormCourse(t, "2004", { scos });
    const first = await launch(blockMediaId, share.id, ann.token);
    expect(first.shared_data).toEqual({});
    const body = { block_media_id: blockMediaId, attempt_number: first.attempt_number, cmi: {} };
    const a = await write(first.progress_id, ann.token, {
      ...body,
      sco: "sco_a",
      shared: { "com.example.notes": "from A" },
    });
    expect(a.statusCode, a.body).toBe(200);
    const b = await write(first.progress_id, ann.token, {
      ...body,
      sco: "sco_b",
      shared: { "com.example.score": "42" },
    });
    expect(b.statusCode, b.body).toBe(200);
    expect((await launch(blockMediaId, share.id, ann.token)).shared_data).toEqual({
      "com.example.notes": "from A",
      "com.example.score": "42",
    });
    // A later write replaces its store only.
    await write(first.progress_id, ann.token, { ...body, sco: "sco_a", shared: { "com.example.notes": "again" } });
    expect((await launch(blockMediaId, share.id, ann.token)).shared_data).toEqual({
      "com.example.notes": "again",
      "com.example.score": "42",
    });
    // Another learner has their own stores.
    expect((await launch(blockMediaId, share.id, bob.token)).shared_data).toEqual({});
  });

  it("422 for a store the SCO's map does not let it write, and nothing of that write is kept", async () => {
    const { blockMediaId, share, ann } = await scormCourse(t, "2004", { scos });
    const first = await launch(blockMediaId, share.id, ann.token);
    const body = { block_media_id: blockMediaId, attempt_number: first.attempt_number };
    for (const shared of [
      { "com.example.score": "99" },
      { "com.example.notes": "fine", "com.example.unmapped": "no" },
    ]) {
      const res = await write(first.progress_id, ann.token, {
        ...body,
        sco: "sco_a",
        cmi: { location: "should not stay" },
        shared,
      });
      expect(res.statusCode, JSON.stringify(shared)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["shared"]);
    }
    // The reserved row is no SCO to write through the route.
    const direct = await write(first.progress_id, ann.token, { ...body, sco: SHARED_DATA_KEY, cmi: { x: "y" } });
    expect(direct.statusCode).toBe(422);
    const rows = await t.db
      .select()
      .from(scormScoStates)
      .where(and(eq(scormScoStates.progress_id, first.progress_id), eq(scormScoStates.block_media_id, blockMediaId)));
    expect(rows).toEqual([]);
    // Stores past 64,000 characters are refused by the schema.
    const long = await write(first.progress_id, ann.token, {
      ...body,
      sco: "sco_a",
      cmi: {},
      shared: { "com.example.notes": "x".repeat(64001) },
    });
    expect(long.statusCode).toBe(422);
  });
});
