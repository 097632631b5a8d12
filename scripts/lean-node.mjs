// How a cluster node's server process is started to keep its memory low (issue 20: a 1 GiB upload to S3 under
// 200 MB of RSS; bench/RESULTS.md). Both cost nothing at rest and little in time (bench/media-upload-s3):
// - a 4 MiB semi-space (V8's default is 16): the young generation holds 8 MiB instead of 32, and the upload's
//   short-lived buffer wrappers die in a scavenge instead of being promoted and kept until a full GC;
// - glibc's mmap threshold fixed at 128 KiB: glibc otherwise raises it after a large block is freed, so the
//   5 MiB parts of an upload end up in malloc arenas that are not given back to the system once freed.
export const LEAN_NODE_ARGS = ["--max-semi-space-size=4"];
export const LEAN_NODE_ENV = { MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "131072" };
