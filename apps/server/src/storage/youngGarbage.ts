import v8 from "node:v8";
import vm from "node:vm";

type GcFunction = (options: { type: "minor" }) => void;
let gc: GcFunction | undefined;

/**
 * Runs a young-generation collection (a scavenge, ~0.1-1 ms) now. Why a streamed upload asks for one: Node's HTTP
 * parser copies each chunk of a request body (up to 64 KiB) into a new buffer, and V8 frees those buffers only at
 * a scavenge, which it forces once 32 MB of them are waiting (twice its default semi-space, whatever
 * --max-semi-space-size says; the JS objects of a chunk are too small to fill the young generation sooner).
 * Receiving a gigabyte thus keeps up to 32 MB of dead chunks in the process, more than the upload's own parts
 * (bench/RESULTS.md, issue 20). Collected after each 5 MiB part, they stay under that part's size.
 *
 * `gc` is V8's own function, taken once from a fresh context with --expose-gc switched on just for it (global code
 * never sees a `gc`); a process started with --expose-gc uses its global one.
 */
export function collectYoungGarbage(): void {
  gc ??= globalGc() ?? contextGc();
  gc({ type: "minor" });
}

function globalGc(): GcFunction | undefined {
  const candidate: unknown = Reflect.get(globalThis, "gc");
  return typeof candidate === "function" ? (options) => candidate(options) : undefined;
}

function contextGc(): GcFunction {
  v8.setFlagsFromString("--expose-gc");
  try {
    const candidate: unknown = vm.runInNewContext("gc");
    if (typeof candidate !== "function") return () => {};
    return (options) => candidate(options);
  } finally {
    v8.setFlagsFromString("--no-expose-gc");
  }
}
