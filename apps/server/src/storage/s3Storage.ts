import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { contentTypeForKey, type FileStorage, isValidKey, StorageUnavailableError } from "./FileStorage";
import { guarded, nullWhenMissing } from "./s3Errors";
import { putStreamInParts } from "./s3PartUpload";

export interface S3Settings {
  /** Unset: AWS S3 itself. MinIO, R2, Ceph RGW: their address. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (instance role, AWS_* variables, ~/.aws). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO, Ceph, most self-hosted. */
  forcePathStyle: boolean;
  /** A CDN in front of the bucket: presigned URLs are given on its host instead of the endpoint's. */
  publicUrl: string | undefined;
}

// DeleteObjects takes at most 1,000 keys, as many as a ListObjectsV2 page holds.
const PAGE = 1000;

/**
 * Files as objects of one bucket of an S3-compatible service (AWS S3, MinIO, Cloudflare R2, Ceph RGW); keys are
 * the storage keys as they are. Streams go up as multipart uploads, so a file never sits whole in memory, and
 * an object appears only once its upload completes: a failed stream aborts the upload and leaves nothing.
 */
export function createS3Storage(settings: S3Settings): FileStorage & { client: S3Client } {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: the streamed, trailer-checksummed uploads the SDK sends by default
    // are not understood by every S3-compatible service (older MinIO and Ceph, R2 in places, test servers).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An endpoint that does not answer must fail the request in seconds, not hang it (the SDK retries twice).
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
  const presignClient = settings.publicUrl
    ? new S3Client({
        region: settings.region,
        endpoint: settings.publicUrl,
        forcePathStyle: settings.forcePathStyle,
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
      })
    : client;

  const checkKey = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
  };

  return {
    client,
    async put(key, data, contentType) {
      checkKey(key);
      await guarded("put", () =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType })),
      );
    },

    async putStream(key, body: Readable) {
      checkKey(key);
      return putStreamInParts({ client, bucket, key, contentType: contentTypeForKey(key) }, body);
    },

    async get(key, range) {
      if (!isValidKey(key)) return null;
      const answer = await guarded("get", () =>
        client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        ),
      ).catch(nullWhenMissing);
      if (!answer?.Body) return null;
      const total = answer.ContentRange ? Number(answer.ContentRange.split("/")[1]) : answer.ContentLength;
      return {
        body: answer.Body as Readable,
        size: total ?? 0,
        contentType: contentTypeForKey(key),
        modifiedAt: answer.LastModified ?? new Date(0),
      };
    },

    async stat(key) {
      if (!isValidKey(key)) return null;
      const head = await guarded("stat", () => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).catch(
        nullWhenMissing,
      );
      return head ? { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) } : null;
    },

    async delete(key) {
      checkKey(key);
      await guarded("delete", () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },

    async deletePrefix(prefix) {
      checkKey(prefix);
      // Listed again from the start after each page is deleted: what was deleted no longer lists.
      for (;;) {
        const page = await guarded("list", () =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, MaxKeys: PAGE })),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length === 0) return;
        const result = await guarded("delete", () =>
          client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } })),
        );
        if (result.Errors?.length) {
          const first = result.Errors[0];
          throw new StorageUnavailableError("delete", `${first?.Code ?? "error"} on ${first?.Key ?? "a key"}`);
        }
        if (!page.IsTruncated) return;
      }
    },

    async *list(prefix) {
      if (prefix !== "") checkKey(prefix);
      let token: string | undefined;
      do {
        const page = await guarded("list", () =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              ...(prefix ? { Prefix: `${prefix}/` } : {}),
              MaxKeys: PAGE,
              ContinuationToken: token,
            }),
          ),
        );
        for (const object of page.Contents ?? []) {
          // No date (never seen from S3 itself): taken as written now, so no cleaner removes it.
          if (object.Key)
            yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async presignedUrl(key, options) {
      if (!isValidKey(key)) return null;
      return getSignedUrl(
        presignClient,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentType: options.contentType,
          ...(options.contentDisposition ? { ResponseContentDisposition: options.contentDisposition } : {}),
        }),
        { expiresIn: options.expiresInSeconds },
      );
    },
  };
}
