import { defineProject } from "vitest/config";
import { playerMessages } from "./build/playerMessages.ts";

export default defineProject({
  plugins: [playerMessages(import.meta.dirname)],
  define: { __TRANSLATIONS_VERSION__: JSON.stringify("test") },
  test: { name: "web", environment: "node", include: ["src/**/*.test.ts"] },
});
