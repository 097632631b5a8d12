// AbortMultipartUpload and ListMultipartUploads for the test S3 server: s3rver (3.7) answers the first with 405
// and the second with NotImplemented, so without them a test could not tell an aborted upload from an abandoned
// one. s3rver keeps an unfinished upload in <folder>/<bucket>/._S3rver_uploads/<upload id>/ (a file `key`, then
// one file per part) and removes that folder when the upload completes; these two calls work on the same folder.
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";

const UPLOADS = "._S3rver_uploads";
const xml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function s3Error(ctx, status, code) {
  ctx.status = status;
  ctx.type = "application/xml";
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`;
}

async function listUploads(ctx, directory, bucket) {
  const folder = join(directory, bucket, UPLOADS);
  const ids = await readdir(folder).catch(() => []);
  const uploads = [];
  for (const id of ids) {
    const key = await readFile(join(folder, id, "key"), "utf8").catch(() => null);
    // A part that arrived after its upload was aborted makes the folder again, without a key: still abandoned.
    const initiated = (await stat(join(folder, id))).mtime.toISOString();
    uploads.push(
      `<Upload><Key>${xml(key ?? "")}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated></Upload>`,
    );
  }
  ctx.type = "application/xml";
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${xml(bucket)}</Bucket><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join("")}` +
    "</ListMultipartUploadsResult>";
}

async function abortUpload(ctx, directory, bucket, uploadId) {
  if (!/^[0-9a-f]+$/.test(uploadId)) return s3Error(ctx, 404, "NoSuchUpload");
  const folder = join(directory, bucket, UPLOADS, uploadId);
  const exists = await stat(folder).then(
    () => true,
    () => false,
  );
  if (!exists) return s3Error(ctx, 404, "NoSuchUpload");
  await rm(folder, { recursive: true, force: true });
  ctx.status = 204;
}

/** Koa middleware for path-style requests (the tests' S3_FORCE_PATH_STYLE); everything else goes on to s3rver. */
export function abandonedUploads(directory) {
  const bucketExists = (bucket) =>
    stat(join(directory, bucket)).then(
      () => true,
      () => false,
    );
  return async (ctx, next) => {
    const [bucket, ...key] = ctx.path.split("/").filter(Boolean);
    const list = ctx.method === "GET" && bucket && key.length === 0 && "uploads" in ctx.query;
    const abort = ctx.method === "DELETE" && bucket && key.length > 0 && typeof ctx.query.uploadId === "string";
    if (!list && !abort) return next();
    if (!(await bucketExists(bucket))) return s3Error(ctx, 404, "NoSuchBucket");
    if (list) return listUploads(ctx, directory, bucket);
    return abortUpload(ctx, directory, bucket, ctx.query.uploadId);
  };
}
