import { defineProject } from "vitest/config";

export default defineProject({
  define: { __TRANSLATIONS_VERSION__: JSON.stringify("test") },
  test: { name: "web", environment: "node", include: ["src/**/*.test.ts"] },
});
