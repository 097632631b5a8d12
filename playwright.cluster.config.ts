import { defineConfig, devices } from "@playwright/test";

// `npm run cluster:check`: a subset of the product's journeys through nginx in front of two server processes
// without a shared disk (`npm run cluster`, README "Scaling out"), so that every step may land on either
// server. Not part of `npm test` (it needs the local PostgreSQL and nginx); `.ci/run` runs it after `npm test`.
const port = Number(process.env.CLUSTER_PORT ?? 3400);

export default defineConfig({
  testDir: "apps/web/e2e-cluster",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // As the main suite: one retry on CI (E2E_RETRIES), reported as flaky.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: (process.env.E2E_TRACE ?? "off") as "off" | "on" | "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A fresh cluster each run (fresh database and bucket): the demo data is where the tests expect it.
    command: "node scripts/cluster.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGINT", timeout: 30_000 },
    env: { CLUSTER_PORT: String(port) },
  },
});
