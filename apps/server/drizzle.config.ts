import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w apps/server` writes a new SQL migration after a change to src/db/schema.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
