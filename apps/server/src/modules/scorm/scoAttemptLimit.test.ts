import type { ActivityDef } from "@coursewright/course-model";
import { expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { scormCourse } from "./testing";

// A single-SCO package whose manifest allows `attemptLimit` attempts: "Start again" after a time limit is a reset of
// the SCO's data with the next generation, and the server refuses one past the limit whatever the player offers.

const tree = (attemptLimit: number): ActivityDef => ({
  id: "org",
  title: "One SCO",
  children: [{ id: "item_a", title: "A", sco: "sco_a", children: [], sequencing: { attemptLimit } }],
});
const oneSco = [{ identifier: "sco_a", title: "A", launch: "a.html" }];

forEachDatabase("SCORM attempt limit", (t) => {
  const launch = async (blockMediaId: number, shareId: string, token: string) => {
    const res = await t.inject({
      method: "GET",
      url: `/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { progress_id: number; attempt_number: number; scos: { generation: number }[] };
  };
  const post = (progressId: number, payload: object, token: string, language?: string) =>
    t.inject({
      method: "POST",
      url: `/api/course_player/scorm_cmi/${progressId}`,
      headers: {
        ...bearer(token),
        "content-type": "application/json",
        ...(language ? { "accept-language": language } : {}),
      },
      payload,
    });

  it("refuses a new attempt once attemptLimit=1 is used, in words, and keeps the attempt's data", async () => {
    const { blockMediaId, share, ann } = await scormCourse(t, "2004", { scos: oneSco, tree: tree(1) });
    const first = await launch(blockMediaId, share.id, ann.token);
    const body = { block_media_id: blockMediaId, sco: "sco_a", attempt_number: first.attempt_number };
    const wrote = await post(first.progress_id, { ...body, generation: 0, cmi: { location: "p3" } }, ann.token);
    expect(wrote.statusCode, wrote.body).toBe(200);

    const again = await post(first.progress_id, { ...body, generation: 1, cmi: {} }, ann.token);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toBe("scorm_attempt_limit");
    expect(again.json().message).toMatch(/1/);
    expect(again.json().message).toMatch(/attempt/i);
    const german = await post(first.progress_id, { ...body, generation: 5, cmi: {} }, ann.token, "de");
    expect(german.statusCode).toBe(409);
    expect(german.json().message).toMatch(/Versuch/);

    const after = await launch(blockMediaId, share.id, ann.token);
    expect(after.scos[0]?.generation).toBe(0);
    expect((await post(first.progress_id, { ...body, cmi: { location: "p4" } }, ann.token)).statusCode).toBe(200);
  });

  it("allows the attempts attemptLimit=2 gives, and not a third", async () => {
    const { blockMediaId, share, ann } = await scormCourse(t, "2004", { scos: oneSco, tree: tree(2) });
    const first = await launch(blockMediaId, share.id, ann.token);
    const body = { block_media_id: blockMediaId, sco: "sco_a", attempt_number: first.attempt_number };
    expect((await post(first.progress_id, { ...body, generation: 1, cmi: {} }, ann.token)).statusCode).toBe(200);
    const third = await post(first.progress_id, { ...body, generation: 2, cmi: {} }, ann.token);
    expect(third.statusCode, third.body).toBe(409);
    expect(third.json().error).toBe("scorm_attempt_limit");
  });

  it("leaves a package without attemptLimit unlimited", async () => {
    const { blockMediaId, share, ann } = await scormCourse(t, "2004", { scos: oneSco });
    const first = await launch(blockMediaId, share.id, ann.token);
    const body = { block_media_id: blockMediaId, sco: "sco_a", attempt_number: first.attempt_number };
    expect((await post(first.progress_id, { ...body, generation: 7, cmi: {} }, ann.token)).statusCode).toBe(200);
  });
});
