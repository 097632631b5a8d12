import { type ActivityDef, emptyState, SEQUENCING_STATE_KEY } from "@coursewright/course-model";
import { expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { scormCourse } from "./testing";

/** A package whose SCO's primary objective reads and writes the global objective `target`. */
const tree = (target: string, globalToSystem?: boolean): ActivityDef => ({
  id: "org",
  title: "Shares a global",
  sequencing: { flow: true, ...(globalToSystem === undefined ? {} : { objectivesGlobalToSystem: globalToSystem }) },
  children: [
    {
      id: "sco_a",
      title: "A",
      sco: "sco_a",
      children: [],
      sequencing: {
        objectives: [
          {
            id: "pa",
            primary: true,
            satisfiedByMeasure: false,
            minMeasure: 1,
            maps: [{ target, readSatisfied: true, readMeasure: true, writeSatisfied: true, writeMeasure: true }],
          },
        ],
      },
    },
    { id: "sco_b", title: "B", sco: "sco_b", children: [] },
  ],
});

forEachDatabase("a learner's global objectives shared across their SCORM packages", (t) => {
  const launch = async (course: { blockMediaId: number; share: { id: string } }, token: string) => {
    const res = await t.inject({
      method: "GET",
      url: `/api/course_player/scorm_cmi/${course.blockMediaId}?share_id=${course.share.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { progress_id: number; attempt_number: number; global_objectives: object };
  };
  /** The package's sequencing state write, carrying the globals it changed. */
  const writeGlobals = async (
    course: { blockMediaId: number; share: { id: string } },
    token: string,
    global_objectives: object,
    sco = SEQUENCING_STATE_KEY,
  ) => {
    const { progress_id, attempt_number } = await launch(course, token);
    return t.inject({
      method: "POST",
      url: `/api/course_player/scorm_cmi/${progress_id}`,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: {
        block_media_id: course.blockMediaId,
        sco,
        attempt_number,
        cmi: sco === SEQUENCING_STATE_KEY ? emptyState() : {},
        global_objectives,
      },
    });
  };

  it("what one package writes, another package of the learner (in another course) starts from", async () => {
    const one = await scormCourse(t, "2004", { tree: tree("urn:g") });
    const two = await scormCourse(t, "2004", { tree: tree("urn:g") });
    const { ann, bob } = one;
    expect((await launch(two, ann.token)).global_objectives).toEqual({});
    const res = await writeGlobals(one, ann.token, { "urn:g": { satisfied: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await launch(two, ann.token)).global_objectives).toEqual({ "urn:g": { satisfied: true } });
    // Another learner has their own.
    expect((await launch(two, bob.token)).global_objectives).toEqual({});
  });

  it("writes at the same time merge field by field; a package reads only the objectives it maps", async () => {
    const one = await scormCourse(t, "2004", { tree: tree("urn:g") });
    const two = await scormCourse(t, "2004", { tree: tree("urn:g") });
    const other = await scormCourse(t, "2004", { tree: tree("urn:h") });
    await writeGlobals(one, one.ann.token, { "urn:g": { satisfied: false, measure: 0.2 } });
    const answers = await Promise.all([
      writeGlobals(one, one.ann.token, { "urn:g": { satisfied: true } }),
      writeGlobals(two, one.ann.token, { "urn:g": { measure: 0.9 } }),
      writeGlobals(other, one.ann.token, { "urn:h": { completed: true } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await launch(two, one.ann.token)).global_objectives).toEqual({
      "urn:g": { satisfied: true, measure: 0.9 },
    });
    expect((await launch(other, one.ann.token)).global_objectives).toEqual({ "urn:h": { completed: true } });
  });

  it('a package with objectivesGlobalToSystem="false" neither reads nor writes them', async () => {
    const sharing = await scormCourse(t, "2004", { tree: tree("urn:g") });
    const own = await scormCourse(t, "2004", { tree: tree("urn:g", false) });
    await writeGlobals(sharing, sharing.ann.token, { "urn:g": { satisfied: true } });
    expect((await launch(own, sharing.ann.token)).global_objectives).toEqual({});
    const res = await writeGlobals(own, sharing.ann.token, { "urn:g": { satisfied: false } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("global_objectives");
    expect((await launch(sharing, sharing.ann.token)).global_objectives).toEqual({ "urn:g": { satisfied: true } });
  });

  it("422 for an objective the package does not map, a value out of range or a write beside a SCO's data", async () => {
    const course = await scormCourse(t, "2004", { tree: tree("urn:g") });
    for (const [globals, sco] of [
      [{ "urn:other": { satisfied: true } }, SEQUENCING_STATE_KEY],
      [{ "urn:g": { measure: 7 } }, SEQUENCING_STATE_KEY],
      [{ "urn:g": { satisfied: "yes" } }, SEQUENCING_STATE_KEY],
      [{ "urn:g": { satisfied: true } }, "sco_a"],
    ] as const) {
      const res = await writeGlobals(course, course.ann.token, globals, sco);
      expect(res.statusCode, JSON.stringify(globals)).toBe(422);
      expect(Object.keys(res.json().errors).some((key) => key.startsWith("global_objectives"))).toBe(true);
    }
    expect((await launch(course, course.ann.token)).global_objectives).toEqual({});
  });

  it("a learner cannot write through another learner's progress", async () => {
    const course = await scormCourse(t, "2004", { tree: tree("urn:g") });
    const { progress_id, attempt_number } = await launch(course, course.ann.token);
    const res = await t.inject({
      method: "POST",
      url: `/api/course_player/scorm_cmi/${progress_id}`,
      headers: { ...bearer(course.bob.token), "content-type": "application/json" },
      payload: {
        block_media_id: course.blockMediaId,
        sco: SEQUENCING_STATE_KEY,
        attempt_number,
        cmi: emptyState(),
        global_objectives: { "urn:g": { satisfied: true } },
      },
    });
    expect(res.statusCode).toBe(403);
    expect((await launch(course, course.ann.token)).global_objectives).toEqual({});
    expect((await launch(course, course.bob.token)).global_objectives).toEqual({});
  });
});
