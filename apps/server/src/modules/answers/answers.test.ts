import { BLOCK_TYPE } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerFiles, courseShareInvitations } from "../../db/schema";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { storedNames } from "../../test/storedFiles";
import { fileUpload } from "../media/testing";
import { invitedLearner } from "../shares/testing";

/** The first bytes of a WebM (EBML header), an MPEG audio frame, an MP4 and a PNG, padded to `size`. */
const pad = (head: number[] | string, size: number) => {
  const start = typeof head === "string" ? Buffer.from(head, "latin1") : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), 7)]);
};
const webm = (size = 3000) => pad([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], size);
const mp3 = (size = 600) => pad([0xff, 0xfb, 0x90, 0x64], size);
const mp4 = (size = 600) => pad("\0\0\0\x18ftypisom\0\0\x02\0isomiso2", size);
const png = (size = 600) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);

async function upload(t: TestContext, token: string | null, query: string, fileName: string, data: Buffer) {
  const body = fileUpload(fileName, data);
  return t.inject({
    method: "POST",
    url: `/api/course_player/upload_answer_file?${query}`,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
}

const get = (t: TestContext, url: string, token?: string, headers: Record<string, string> = {}) =>
  t.inject({ method: "GET", url, headers: { ...(token ? bearer(token) : {}), ...headers } });

/** Files an upload left in storage under answers/<course>/<user>. */
const storedFiles = (t: TestContext, courseId: number, userId: number) =>
  storedNames(t.storage, `answers/${courseId}/${userId}`);

const audioCourse = (t: TestContext, blockType: number = BLOCK_TYPE.QUIZ_AUDIO_ANSWER) =>
  invitedLearner(t, { blocksPerPage: 1, blockType: blockType as typeof BLOCK_TYPE.QUIZ_AUDIO_ANSWER });

forEachDatabase("answer files", (t) => {
  describe("POST /api/course_player/upload_answer_file", () => {
    it("stores an invited learner's audio recording and answers its id, signed url, type and size", async () => {
      const { learner, course, share, blocks } = await audioCourse(t);
      const block = blocks[0];
      if (!block) throw new Error("no block");
      const data = webm();
      const res = await upload(t, learner.token, `block_id=${block.id}&share_id=${share.id}`, "blob", data);
      expect(res.statusCode).toBe(201);
      const body = res.json().data;
      expect(body).toMatchObject({ mime_type: "audio/webm", size: data.length });
      expect(body.url).toMatch(new RegExp(`^/api/course_player/answer_files/${body.media_id}\\?exp=\\d+&sig=`));
      const [row] = await t.db.select().from(answerFiles).where(eq(answerFiles.id, body.media_id));
      expect(row).toMatchObject({
        course_id: course.id,
        block_id: block.id,
        user_id: learner.user.id,
        share_id: share.id,
        mime_type: "audio/webm",
        size: data.length,
        duration_seconds: null,
      });
      expect(row?.storage_key).toMatch(new RegExp(`^answers/${course.id}/${learner.user.id}/[0-9a-f-]{36}\\.webm$`));

      // The signed url works without a token (an <audio src>), whole and by ranges.
      const whole = await get(t, body.url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers["content-type"]).toBe("audio/webm");
      expect(whole.rawPayload.equals(data)).toBe(true);
      const part = await get(t, body.url, undefined, { range: "bytes=0-3" });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes 0-3/${data.length}`);
      expect(part.rawPayload.equals(data.subarray(0, 4))).toBe(true);
      expect((await get(t, body.url, undefined, { range: `bytes=${data.length}-` })).statusCode).toBe(416);
      expect((await get(t, body.url.replace(/sig=[^&]+/, "sig=forged"))).statusCode).toBe(403);
      expect((await get(t, body.url.replace(/exp=\d+/, "exp=1000"))).statusCode).toBe(403);
    });

    it("deletes the recordings from storage when the creator deletes the course", async () => {
      const { creator, learner, course, share, blocks } = await audioCourse(t);
      const block = blocks[0];
      if (!block) throw new Error("no block");
      const res = await upload(t, learner.token, `block_id=${block.id}&share_id=${share.id}`, "blob", webm());
      expect(res.statusCode).toBe(201);
      expect(await storedFiles(t, course.id, learner.user.id)).toHaveLength(1);
      const other = await audioCourse(t);
      const kept = other.blocks[0];
      if (!kept) throw new Error("no block");
      const otherUpload = `block_id=${kept.id}&share_id=${other.share.id}`;
      expect((await upload(t, other.learner.token, otherUpload, "blob", webm())).statusCode).toBe(201);

      const deleted = await t.inject({
        method: "DELETE",
        url: `/api/courses/${course.id}`,
        headers: bearer(creator.token),
      });
      expect(deleted.statusCode).toBe(200);
      expect(await storedFiles(t, course.id, learner.user.id)).toEqual([]);
      expect(await t.db.select().from(answerFiles).where(eq(answerFiles.course_id, course.id))).toEqual([]);
      // Another course's recordings stay.
      expect(await storedFiles(t, other.course.id, other.learner.user.id)).toHaveLength(1);
    });

    it("lets the creator preview without a share, and takes mp3 for audio and mp4 or webm for video", async () => {
      const { creator, blocks } = await audioCourse(t);
      const res = await upload(t, creator.token, `block_id=${blocks[0]?.id}&duration_seconds=12`, "a.mp3", mp3());
      expect(res.statusCode).toBe(201);
      expect(res.json().data.mime_type).toBe("audio/mpeg");
      const [row] = await t.db.select().from(answerFiles).where(eq(answerFiles.id, res.json().data.media_id));
      expect(row).toMatchObject({ share_id: null, user_id: creator.user.id, duration_seconds: 12 });

      const video = await audioCourse(t, BLOCK_TYPE.QUIZ_VIDEO_ANSWER);
      const query = `block_id=${video.blocks[0]?.id}&share_id=${video.share.id}`;
      const movie = await upload(t, video.learner.token, query, "clip.mp4", mp4());
      expect(movie.statusCode).toBe(201);
      expect(movie.json().data.mime_type).toBe("video/mp4");
      const recorded = await upload(t, video.learner.token, query, "blob", webm());
      expect(recorded.json().data.mime_type).toBe("video/webm");
      const sound = await upload(t, video.learner.token, query, "a.mp3", mp3());
      expect(sound.statusCode).toBe(422);
      expect(sound.json().errors.file[0]).toMatch(/^This type of file cannot be uploaded here/);
    });

    it("refuses another block type 422 on block_id, a stranger 403, anonymous 401, an unknown block 404", async () => {
      const text = await invitedLearner(t, { blocksPerPage: 1 });
      const wrong = await upload(
        t,
        text.learner.token,
        `block_id=${text.blocks[0]?.id}&share_id=${text.share.id}`,
        "blob",
        webm(),
      );
      expect(wrong.statusCode).toBe(422);
      expect(Object.keys(wrong.json().errors)).toEqual(["block_id"]);

      const { course, share, blocks, learner } = await audioCourse(t);
      const query = `block_id=${blocks[0]?.id}&share_id=${share.id}`;
      const stranger = await t.createUser();
      expect((await upload(t, stranger.token, query, "blob", webm())).statusCode).toBe(403);
      expect((await upload(t, learner.token, `block_id=${blocks[0]?.id}`, "blob", webm())).statusCode).toBe(403);
      expect((await upload(t, null, query, "blob", webm())).statusCode).toBe(401);
      expect(
        (await upload(t, learner.token, `block_id=2147483000&share_id=${share.id}`, "blob", webm())).statusCode,
      ).toBe(404);
      expect(await t.db.select().from(answerFiles).where(eq(answerFiles.course_id, course.id))).toEqual([]);
      expect(await storedFiles(t, course.id, stranger.user.id)).toEqual([]);
    });

    it("refuses a file that is no audio with 422 errors.file and keeps nothing", async () => {
      const { course, share, blocks, learner } = await audioCourse(t);
      const query = `block_id=${blocks[0]?.id}&share_id=${share.id}`;
      const image = await upload(t, learner.token, query, "photo.png", png());
      expect(image.statusCode).toBe(422);
      expect(image.json().errors.file[0]).toMatch(/^This type of file cannot be uploaded here/);
      const fake = await upload(t, learner.token, query, "voice.webm", Buffer.from("just some text, no audio"));
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors.file).toEqual(["The content of this file does not match its extension (.webm)."]);
      expect(await t.db.select().from(answerFiles).where(eq(answerFiles.course_id, course.id))).toEqual([]);
      expect(await storedFiles(t, course.id, learner.user.id)).toEqual([]);
    });
  });

  describe("GET /api/course_player/answer_files/:id", () => {
    it("streams to the learner who recorded it and to the course's creator; another learner 403", async () => {
      const { learner, creator, share, blocks } = await audioCourse(t);
      const data = webm(5000);
      const res = await upload(t, learner.token, `block_id=${blocks[0]?.id}&share_id=${share.id}`, "blob", data);
      const url = `/api/course_player/answer_files/${res.json().data.media_id}`;
      for (const token of [learner.token, creator.token]) {
        const file = await get(t, url, token);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(data)).toBe(true);
        expect(file.headers["accept-ranges"]).toBe("bytes");
      }
      const range = await get(t, url, creator.token, { range: "bytes=4000-" });
      expect(range.statusCode).toBe(206);
      expect(range.headers["content-range"]).toBe(`bytes 4000-4999/${data.length}`);
      expect(range.rawPayload.equals(data.subarray(4000))).toBe(true);

      // Another learner of the same share plays the course but may not hear this recording.
      const other = await t.createUser();
      await t.db.insert(courseShareInvitations).values({ share_id: share.id, email: other.user.email });
      expect(
        (await upload(t, other.token, `block_id=${blocks[0]?.id}&share_id=${share.id}`, "blob", webm())).statusCode,
      ).toBe(201);
      expect((await get(t, url, other.token)).statusCode).toBe(403);
      expect((await get(t, url)).statusCode).toBe(401);
      expect((await get(t, "/api/course_player/answer_files/2147483000", learner.token)).statusCode).toBe(404);
    });
  });
});

forEachDatabase(
  "answer files over MAX_ANSWER_UPLOAD_BYTES",
  (t) => {
    it("answers 413 with the limit and keeps nothing", async () => {
      const { course, share, blocks, learner } = await audioCourse(t);
      const res = await upload(t, learner.token, `block_id=${blocks[0]?.id}&share_id=${share.id}`, "blob", webm(4096));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe("The file is too large. The limit is 2 KB.");
      expect(await t.db.select().from(answerFiles).where(eq(answerFiles.course_id, course.id))).toEqual([]);
      expect(await storedFiles(t, course.id, learner.user.id)).toEqual([]);
      const fits = await upload(t, learner.token, `block_id=${blocks[0]?.id}&share_id=${share.id}`, "blob", webm(2048));
      expect(fits.statusCode).toBe(201);
    });
  },
  { env: { MAX_ANSWER_UPLOAD_BYTES: "2048" } },
);
