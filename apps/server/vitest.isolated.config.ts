import { defineProject } from "vitest/config";

// The server's test files that mock modules (*.isolated.test.ts), each in a fresh module graph (vitest's default).
export default defineProject({
  test: {
    name: "server-isolated",
    environment: "node",
    include: ["src/**/*.isolated.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
