// Runs wrk (Debian's, `apt-get install -y wrk`) against one URL and reads its report: wrk's single C thread
// keeps the load generator's own cost far below autocannon's, which matters when the server answers from memory.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

export const wrkInstalled = () => spawnSync("which", ["wrk"]).status === 0;

const MS = { us: 0.001, ms: 1, s: 1000 };
const toMs = (value, unit) => Number(value) * (MS[unit] ?? 1);
const UNITS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system, ms) a process has used so far, from /proc. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * `headers` are sent with every request (unless `script` makes the requests). With `pid` (one, or a list), also the CPU time those processes spent per request (user and
 * kernel, which on loopback includes sending the bytes): a figure that other load on the machine disturbs less
 * than requests/s. Resolves to requests/s, latency percentiles (ms), the number of
 * requests, the bytes read per request and the answers that were not 2xx/3xx (plus socket errors).
 */
export function wrk({ url, headers = {}, connections = 50, duration = 8, threads = 1, pid, script }) {
  const args = ["-t", String(threads), "-c", String(connections), "-d", `${duration}s`, "--latency"];
  // A Lua script (a file) that makes the requests, e.g. each with another learner's token.
  if (script) args.push("-s", script);
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  const pids = pid === undefined ? [] : [pid].flat();
  const cpuOf = () => pids.reduce((sum, p) => sum + cpuMs(p), 0);
  const cpuBefore = cpuOf();
  const out = spawnSync("wrk", args, { encoding: "utf8" });
  const cpu = pids.length > 0 ? cpuOf() - cpuBefore : Number.NaN;
  if (out.status !== 0) throw new Error(`wrk failed: ${out.stderr}`);
  const text = out.stdout;
  const rps = text.match(/Requests\/sec:\s+([\d.]+)/);
  const total = text.match(/(\d+) requests in [\d.]+\w+, ([\d.]+)(\w+) read/);
  if (!rps || !total) throw new Error(`unexpected wrk output:\n${text}`);
  const percentile = (p) => {
    const m = text.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`));
    return m ? toMs(m[1], m[2]) : Number.NaN;
  };
  const non2xx = Number(text.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const socketErrors = text.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const requests = Number(total[1]);
  return {
    requestsPerSecond: Number(rps[1]),
    p50: percentile(50),
    p99: percentile(99),
    requests,
    bytesPerRequest: (Number(total[2]) * (UNITS[total[3]] ?? 1)) / requests,
    failed: non2xx + errors,
    cpuUsPerRequest: (cpu * 1000) / requests,
    raw: text,
  };
}
