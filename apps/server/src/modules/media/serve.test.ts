import type { MediaItem } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { getSigner } from "../../http/signing";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { mediaSignatureData } from "./presenter";
import { contentDisposition, parseRange } from "./serve";
import { fileUpload, samples } from "./testing";

async function uploaded(t: TestContext, fileName: string, data: Buffer): Promise<MediaItem> {
  const { token } = await t.createUser({ creator: true });
  const body = fileUpload(fileName, data);
  const res = await t.inject({
    method: "POST",
    url: "/api/medialibrary/upload_file",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data;
}

const urlOf = (value: string | null) => {
  if (!value) throw new Error("no url");
  return value;
};

forEachDatabase("GET /media/{id}/{file_name}", (t) => {
  const video = Buffer.concat([samples.mp4(), Buffer.alloc(1000, 1)]);

  it("streams the file inline with its type, validators, caching and nosniff", async () => {
    const item = await uploaded(t, "clip.mp4", video);
    const res = await t.inject({ method: "GET", url: urlOf(item.url) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(video)).toBe(true);
    expect(res.headers).toMatchObject({
      "content-type": "video/mp4",
      "content-length": String(video.length),
      "accept-ranges": "bytes",
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers["last-modified"]).toBeTruthy();
    expect(res.headers["content-disposition"]).toBeUndefined();
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const item = await uploaded(t, "clip.mp4", video);
    const first = await t.inject({ method: "GET", url: urlOf(item.url) });
    const again = await t.inject({
      method: "GET",
      url: urlOf(item.url),
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("answers a byte range with 206 and Content-Range (video seeking)", async () => {
    const item = await uploaded(t, "clip.mp4", video);
    const res = await t.inject({ method: "GET", url: urlOf(item.url), headers: { range: "bytes=4-11" } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 4-11/${video.length}`);
    expect(res.headers["content-length"]).toBe("8");
    expect(res.body).toBe("ftypisom");
    const tail = await t.inject({ method: "GET", url: urlOf(item.url), headers: { range: "bytes=-10" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(-10))).toBe(true);
    const open = await t.inject({
      method: "GET",
      url: urlOf(item.url),
      headers: { range: `bytes=${video.length - 3}-` },
    });
    expect(open.headers["content-range"]).toBe(`bytes ${video.length - 3}-${video.length - 1}/${video.length}`);
  });

  it("answers 416 to a range beyond the end", async () => {
    const item = await uploaded(t, "clip.mp4", video);
    const res = await t.inject({ method: "GET", url: urlOf(item.url), headers: { range: `bytes=${video.length}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers["content-range"]).toBe(`bytes */${video.length}`);
    expect(res.json().error).toBe("range_not_satisfiable");
  });

  it("sends the whole file when If-Range names another version", async () => {
    const item = await uploaded(t, "clip.mp4", video);
    const res = await t.inject({
      method: "GET",
      url: urlOf(item.url),
      headers: { range: "bytes=0-3", "if-range": '"old-version"' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(video.length);
  });

  it("download=1 sends an attachment under the original UTF-8 name", async () => {
    const item = await uploaded(t, "Übersicht – Kurs 1.pdf", samples.pdf());
    const res = await t.inject({ method: "GET", url: urlOf(item.download_url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="_bersicht _ Kurs 1.pdf"; filename*=UTF-8''%C3%9Cbersicht%20%E2%80%93%20Kurs%201.pdf`,
    );
  });

  it("serves documents as sandboxed attachments even without download=1", async () => {
    const item = await uploaded(t, "notes.txt", samples.txt());
    const res = await t.inject({ method: "GET", url: urlOf(item.url) });
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="notes.txt"/);
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });

  it("serves an image's thumbnail once its job made it", async () => {
    const { token } = await t.createUser({ creator: true });
    const body = fileUpload("p.png", await samples.png());
    const headers = { ...bearer(token), ...body.headers };
    const made = await t.inject({
      method: "POST",
      url: "/api/medialibrary/upload_file",
      headers,
      payload: body.payload,
    });
    await t.runJobs();
    const one = await t.inject({
      method: "GET",
      url: `/api/medialibrary/files/${made.json().data.id}`,
      headers: bearer(token),
    });
    const item: MediaItem = one.json().data;
    const res = await t.inject({ method: "GET", url: urlOf(item.thumb_url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("answers 403 without a signature, with a wrong or borrowed one, and after expiry", async () => {
    const item = await uploaded(t, "clip.mp4", video);
    const url = new URL(urlOf(item.url), "http://app.test");
    const base = url.pathname;
    const exp = Number(url.searchParams.get("exp"));
    const sig = url.searchParams.get("sig") ?? "";
    const status = async (path: string) => (await t.inject({ method: "GET", url: path })).statusCode;
    expect(await status(base)).toBe(403);
    expect(await status(`${base}?exp=${exp}&sig=${sig.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`)).toBe(403);
    expect(await status(`${base}?exp=${exp + 3600}&sig=${sig}`)).toBe(403);
    // The signature of the inline file does not open the download, nor another item.
    expect(await status(`${base}?exp=${exp}&sig=${sig}&download=1`)).toBe(403);
    const other = await uploaded(t, "other.mp4", video);
    expect(await status(`/media/${other.id}/other.mp4?exp=${exp}&sig=${sig}`)).toBe(403);
    const signer = await getSigner(t.db);
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = `${base}?exp=${past}&sig=${signer.sign(mediaSignatureData(item.id, "file", past))}`;
    expect(await status(expired)).toBe(403);
    expect(await status(`${base}?exp=${exp}&sig=${sig}`)).toBe(200);
  });

  it("answers 404 for a signed link to a deleted item, and for an embedded video (no file)", async () => {
    const signer = await getSigner(t.db);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const res = await t.inject({
      method: "GET",
      url: `/media/999999/x.png?exp=${exp}&sig=${signer.sign(mediaSignatureData(999999, "file", exp))}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("parseRange", () => {
  it.each([
    [undefined, 100, undefined],
    ["bytes=0-9", 100, { start: 0, end: 9 }],
    ["bytes=90-200", 100, { start: 90, end: 99 }],
    ["bytes=-5", 100, { start: 95, end: 99 }],
    ["bytes=-500", 100, { start: 0, end: 99 }],
    ["bytes=50-", 100, { start: 50, end: 99 }],
    ["bytes=100-", 100, null],
    ["bytes=5-2", 100, null],
    ["bytes=-0", 100, null],
    ["bytes=-", 100, null],
    ["bytes=0-1,5-6", 100, undefined],
    ["items=0-1", 100, undefined],
  ])("%s of %i bytes -> %j", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe("contentDisposition", () => {
  it("keeps an ASCII fallback and the exact name per RFC 5987", () => {
    expect(contentDisposition("attachment", `it's "quoted" (1).pdf`)).toBe(
      `attachment; filename="it's _quoted_ (1).pdf"; filename*=UTF-8''it%27s%20%22quoted%22%20%281%29.pdf`,
    );
  });
});
