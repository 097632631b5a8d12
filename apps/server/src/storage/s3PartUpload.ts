import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { StorageUnavailableError } from "./FileStorage";
import { guarded } from "./s3Errors";
import { collectYoungGarbage } from "./youngGarbage";

// 5 MiB parts (S3's smallest; 10,000 of them, S3's limit, make 48 GiB, far past MAX_UPLOAD_BYTES), two in flight
// while a third fills: an upload holds 15 MiB of parts whatever its size.
export const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
const PART_BUFFERS = PARTS_IN_FLIGHT + 1;
const MAX_PARTS = 10_000;

export interface PartUploadTarget {
  client: S3Client;
  bucket: string;
  key: string;
  contentType: string;
}

/**
 * Streams `body` to one object. Up to PART_SIZE it is one PutObject of what was received. Beyond, a multipart
 * upload: each part is copied into one of PART_BUFFERS buffers that this upload allocates once and reuses, sent
 * with UploadPart, and its buffer is filled again once S3 has it; while every buffer is taken the body is not
 * read, so the client is held back by TCP instead of the server buffering for it. Any failure (the body's, a
 * part's, the completion's) aborts the multipart upload once no part is still being sent (a part arriving after
 * the abort would start a new upload's storage), so no object appears and no parts are kept.
 *
 * Why not @aws-sdk/lib-storage's Upload: it concatenates the chunks of each part into a new 5 MiB buffer, 205 of
 * them for a gigabyte, which V8 promotes to its old generation and frees only at a full collection; the server's
 * peak memory during a 1 GiB upload then varied by 30 MB from run to run and crossed 200 MB (bench/RESULTS.md).
 */
export async function putStreamInParts(target: PartUploadTarget, body: Readable): Promise<{ size: number }> {
  const { client, bucket, key, contentType } = target;
  const upload = { Bucket: bucket, Key: key };
  // What arrived before the body proved larger than one part: a small file never takes a part buffer.
  let head: Buffer[] | undefined = [];
  let headBytes = 0;
  let size = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];
  let partsSent = 0;
  const free: Buffer[] = [];
  let allocated = 0;
  const inFlight = new Set<Promise<void>>();
  // The first thing that went wrong (the body's failure, a part's), which is what the caller hears: stopping the
  // body or the loop makes later errors (a premature close, an abort) that say nothing.
  let failure: unknown;
  let current: Buffer | undefined;
  let filled = 0;

  const takeBuffer = async (): Promise<Buffer> => {
    for (;;) {
      if (failure) throw failure;
      const buffer = free.pop();
      if (buffer) return buffer;
      if (allocated < PART_BUFFERS) {
        allocated += 1;
        return Buffer.allocUnsafeSlow(PART_SIZE);
      }
      await Promise.race(inFlight);
    }
  };

  const create = async () => {
    const answer = await guarded("put", () =>
      client.send(new CreateMultipartUploadCommand({ ...upload, ContentType: contentType })),
    );
    if (!answer.UploadId) throw new StorageUnavailableError("put", "no upload id");
    return answer.UploadId;
  };

  const send = async (buffer: Buffer, length: number) => {
    partsSent += 1;
    const partNumber = partsSent;
    if (partNumber > MAX_PARTS) throw new Error(`more than ${MAX_PARTS} parts of ${PART_SIZE} bytes`);
    uploadId ??= await create();
    const UploadId = uploadId;
    const task = guarded("put", () =>
      client.send(
        new UploadPartCommand({ ...upload, UploadId, PartNumber: partNumber, Body: buffer.subarray(0, length) }),
      ),
    ).then(
      (answer) => {
        parts.push({ PartNumber: partNumber, ETag: answer.ETag });
        free.push(buffer);
      },
      (error: unknown) => {
        failure ??= error;
        // Stops reading at once rather than when the next buffer is wanted.
        body.destroy();
      },
    );
    inFlight.add(task);
    void task.then(() => inFlight.delete(task));
    // The body's chunks copied into this part are dead now: free them before the next part (youngGarbage.ts).
    collectYoungGarbage();
  };

  const append = async (chunk: Buffer) => {
    for (let offset = 0; offset < chunk.length; ) {
      current ??= await takeBuffer();
      const copied = chunk.copy(current, filled, offset);
      filled += copied;
      offset += copied;
      if (filled === PART_SIZE) {
        await send(current, filled);
        current = undefined;
        filled = 0;
      }
    }
  };

  try {
    const chunks: AsyncIterator<unknown> = body[Symbol.asyncIterator]();
    for (;;) {
      const next = await chunks.next().catch((error: unknown) => {
        failure ??= error;
        throw failure;
      });
      if (next.done) break;
      const data = next.value;
      const chunk = asBuffer(data);
      size += chunk.length;
      if (head) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes <= PART_SIZE) continue;
        const received = head;
        head = undefined;
        for (const earlier of received) await append(earlier);
      } else {
        await append(chunk);
      }
    }
    if (head) {
      const data = Buffer.concat(head, headBytes);
      await guarded("put", () =>
        client.send(new PutObjectCommand({ ...upload, Body: data, ContentType: contentType })),
      );
      return { size };
    }
    if (current && filled > 0) await send(current, filled);
    await Promise.all(inFlight);
    if (failure) throw failure;
    parts.sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0));
    await guarded("put", () =>
      client.send(
        new CompleteMultipartUploadCommand({ ...upload, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      ),
    );
    return { size };
  } catch (error) {
    failure ??= error;
    body.destroy();
    await Promise.all(inFlight);
    if (uploadId) {
      const UploadId = uploadId;
      // Best effort: the failure the caller hears is the one that stopped the upload. A bucket lifecycle rule
      // (AbortIncompleteMultipartUpload, README) removes what an unreachable service kept.
      await guarded("abort", () => client.send(new AbortMultipartUploadCommand({ ...upload, UploadId }))).catch(
        () => {},
      );
    }
    throw failure ?? error;
  }
}

/** A chunk as a Buffer: byte streams give Buffers, object-mode ones (Readable.from(["a", "b"])) may give strings. */
function asBuffer(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (typeof data === "string") return Buffer.from(data);
  if (data instanceof Uint8Array) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  throw new TypeError("a stream to store gave something other than bytes or text");
}
