import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { CreateBucketCommand, ListMultipartUploadsCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../config";

const SERVER_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), "s3rverProcess.mjs");

/** s3rver's one account. */
export const S3RVER_KEY = "S3RVER";

export interface TestS3Server {
  endpoint: string;
  port: number;
  /** Settings for a new, empty bucket of this server (each test app its own, as ids restart per database). */
  newBucket(): Promise<S3Config>;
  /** The keys of the bucket's multipart uploads that were neither completed nor aborted (s3rverUploads.mjs). */
  unfinishedUploads(bucket: string): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: multipart uploads, ranges, DeleteObjects, presigned URLs) in a child
 * process on 127.0.0.1 and a free port, storing in a temporary folder; the S3 storage talks to it over HTTP like
 * to any other. Known quirks of s3rver (not of S3): a range "bytes=0-0" answers the whole object; V4 signatures
 * are not checked, only that the access key id exists; a part sent for an unknown upload id is taken (and shows as
 * an unfinished upload). AbortMultipartUpload and ListMultipartUploads are ours (s3rverUploads.mjs).
 */
export async function startS3Server(port = 0): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), "cw-s3rver-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", SERVER_SCRIPT, directory, String(port)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const listening = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the test S3 server ended (exit ${code}) before it listened`)));
    createInterface({ input: child.stdout }).once("line", (line) =>
      resolve((JSON.parse(line) as { port: number }).port),
    );
  });
  const endpoint = `http://127.0.0.1:${listening}`;
  const admin = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    endpoint,
    port: listening,
    async newBucket() {
      const bucket = `cw-test-${randomBytes(6).toString("hex")}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        endpoint,
        region: "us-east-1",
        bucket,
        accessKeyId: S3RVER_KEY,
        secretAccessKey: S3RVER_KEY,
        forcePathStyle: true,
        publicUrl: undefined,
        mediaDelivery: "stream",
      };
    },
    async unfinishedUploads(bucket) {
      const answer = await admin.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      return (answer.Uploads ?? []).map((upload) => upload.Key ?? "");
    },
    async stop() {
      admin.destroy();
      child.kill("SIGTERM");
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

let shared: Promise<TestS3Server> | undefined;

/** One server per test process, started on first use (STORAGE_DRIVER=s3 runs of the API suites). */
export function sharedS3Server(): Promise<TestS3Server> {
  shared ??= startS3Server();
  return shared;
}
