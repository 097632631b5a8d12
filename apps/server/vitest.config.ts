import { defineProject } from "vitest/config";

// isolate: false: the test files share one module graph in the worker instead of loading the app's ~2 MB of
// source and its packages again for each file (about 4.5 s of CPU per file). Files cannot see each other's data:
// each TestContext opens its own database, and buildApp empties the process's read caches (configureReadCaches).
// A file that replaces modules (vi.mock) needs a graph of its own: it is named *.isolated.test.ts and runs in the
// server-isolated project (vitest.isolated.config.ts); src/test/isolation.test.ts holds every file to that.
// SERVER_TEST_ISOLATE=1 brings back a fresh graph per file, to tell a leak between files from a real failure.
export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    exclude: ["src/**/*.isolated.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    isolate: process.env.SERVER_TEST_ISOLATE === "1",
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
