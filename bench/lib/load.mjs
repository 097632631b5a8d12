// Runs autocannon against one URL and reduces its answer to the figures RESULTS.md records.
import autocannon from "autocannon";

export async function measure({ title, url, headers = {}, connections = 50, duration = 10 }) {
  const result = await autocannon({ url, headers, connections, duration, pipelining: 1 });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: non2xx,
  };
}

export function table(rows) {
  const lines = [
    "| endpoint | req/s (mean) | p50 ms | p99 ms | requests | non-2xx/errors |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    lines.push(`| ${r.title} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.total} | ${r.failed} |`);
  }
  return lines.join("\n");
}
