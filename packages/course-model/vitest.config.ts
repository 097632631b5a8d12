import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "course-model", environment: "node", include: ["src/**/*.test.ts"] },
});
