import { resolve } from "node:path";
import { defineProject } from "vitest/config";
import { landingMessages } from "./build/landingMessages.ts";
import { playerMessages } from "./build/playerMessages.ts";

export default defineProject({
  plugins: [
    playerMessages(import.meta.dirname),
    landingMessages(resolve(import.meta.dirname, "../../packages/course-model/src/i18n/locales")),
  ],
  define: { __TRANSLATIONS_VERSION__: JSON.stringify("test") },
  test: { name: "web", environment: "node", include: ["src/**/*.test.ts"] },
});
