import { afterAll, beforeAll, expect, it } from "vitest";
import { fileUpload, samples } from "../modules/media/testing";
import { bearer, TestContext } from "../test/context";
import { startS3Server, type TestS3Server } from "../test/s3Server";

let s3: TestS3Server;
const t = new TestContext("pglite", async () => {
  s3 = await startS3Server();
  const bucket = await s3.newBucket();
  return {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: bucket.endpoint,
    S3_BUCKET: bucket.bucket,
    S3_ACCESS_KEY_ID: bucket.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    S3_MEDIA_DELIVERY: "redirect",
    MEDIA_URL_TTL_SECONDS: "600",
  };
});
beforeAll(() => t.start());
afterAll(async () => {
  await t.stop();
  await s3.stop();
});

async function uploaded(fileName: string, data: Buffer) {
  const { token } = await t.createUser({ creator: true });
  const body = fileUpload(fileName, data);
  const res = await t.inject({
    method: "POST",
    url: "/api/medialibrary/upload_file",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { url: string; download_url: string };
}

it("redirects a signed media link to a presigned URL of the bucket that lives no longer than the link", async () => {
  const png = await samples.png();
  const item = await uploaded("photo.png", png);
  const res = await t.inject({ method: "GET", url: item.url });
  expect(res.statusCode).toBe(302);
  expect(res.headers["cache-control"]).toBe("private, no-store");
  const location = new URL(String(res.headers.location));
  expect(location.origin).toBe(s3.endpoint);
  const lifetime = Number(location.searchParams.get("X-Amz-Expires"));
  expect(lifetime).toBeGreaterThan(0);
  expect(lifetime).toBeLessThanOrEqual(600);

  const whole = await fetch(location);
  expect(whole.status).toBe(200);
  expect(whole.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await whole.arrayBuffer()).equals(png)).toBe(true);
  const part = await fetch(location, { headers: { range: "bytes=1-3" } });
  expect(part.status).toBe(206);
  expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(1, 4))).toBe(true);

  // The app's pages may load and fetch from the bucket.
  expect(res.headers["content-security-policy"]).toContain(
    `connect-src 'self' https://*.userway.org https://api.userway.org ${s3.endpoint}`,
  );
});

it("gives documents as attachments with their name, and an expired or forged link no URL at all", async () => {
  const item = await uploaded("notes.txt", Buffer.from("hello"));
  const res = await t.inject({ method: "GET", url: item.download_url });
  expect(res.statusCode).toBe(302);
  const file = await fetch(String(res.headers.location));
  expect(await file.text()).toBe("hello");
  expect(file.headers.get("content-disposition")).toContain('attachment; filename="notes.txt"');

  const expired = await t.inject({ method: "GET", url: item.download_url.replace(/exp=\d+/, "exp=1000") });
  expect(expired.statusCode).toBe(403);
  expect(expired.headers.location).toBeUndefined();
});
