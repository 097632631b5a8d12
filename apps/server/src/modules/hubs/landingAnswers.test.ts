import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SHARED_JSON } from "./landingAnswerKeys";
import { landingAnswer, landingVariant, MAX_ANSWERS_PER_SNAPSHOT, peekLandingAnswer } from "./landingAnswers";
import type { LandingSnapshot } from "./snapshot";

const snapshotWith = (events: { ends_at: Date }[] = []) => ({ banners: [], events }) as unknown as LandingSnapshot;

describe("landing answers kept per snapshot", () => {
  it("makes an answer once however many ask at the same time, with its gzip and ETags", async () => {
    const snapshot = snapshotWith();
    let builds = 0;
    const build = () => {
      builds++;
      return JSON.stringify({ data: { name: "Safety Academy" } });
    };
    const [a, b] = await Promise.all([
      landingAnswer(snapshot, "k", 1000, SHARED_JSON, build),
      landingAnswer(snapshot, "k", 1000, SHARED_JSON, build),
    ]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(gunzipSync(a.gzip.body ?? Buffer.alloc(0)).equals(a.plain.body ?? Buffer.alloc(1))).toBe(true);
    expect(landingVariant(a, "gzip, br", undefined).headers["content-encoding"]).toBe("gzip");
    expect(landingVariant(a, "gzip;q=0", undefined)).toBe(a.plain);
    expect(landingVariant(a, undefined, a.etag).status).toBe(304);
    expect(landingVariant(a, "gzip", `W/${a.gzipEtag}`).status).toBe(304);
    expect(a.gzipEtag).not.toBe(a.etag);
  });

  it("holds until the next event ends, then is made again", async () => {
    const snapshot = snapshotWith([{ ends_at: new Date(5000) }]);
    const first = await landingAnswer(snapshot, "k", 1000, SHARED_JSON, () => "1");
    expect(first.until).toBe(5000);
    expect(peekLandingAnswer(snapshot, "k", 4999)).toBe(first);
    expect(peekLandingAnswer(snapshot, "k", 5000)).toBeUndefined();
    const second = await landingAnswer(snapshot, "k", 5000, SHARED_JSON, () => "2");
    expect(second.plain.body?.toString()).toBe("2");
    expect(second.until).toBe(Number.POSITIVE_INFINITY);
  });

  it(`keeps at most ${MAX_ANSWERS_PER_SNAPSHOT} answers per snapshot, the oldest going first`, async () => {
    const snapshot = snapshotWith();
    for (let i = 0; i <= MAX_ANSWERS_PER_SNAPSHOT; i++) {
      await landingAnswer(snapshot, `page:${i}`, 1000, SHARED_JSON, () => String(i));
    }
    expect(peekLandingAnswer(snapshot, "page:0", 1000)).toBeUndefined();
    expect(peekLandingAnswer(snapshot, "page:1", 1000)).toBeDefined();
    expect(peekLandingAnswer(snapshot, `page:${MAX_ANSWERS_PER_SNAPSHOT}`, 1000)).toBeDefined();
  });
});
