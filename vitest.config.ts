import { defineConfig } from "vitest/config";

// One run covers every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ["packages/course-model", "apps/server", "apps/server/vitest.isolated.config.ts", "apps/web"],
  },
});
