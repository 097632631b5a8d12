import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../../deps";
import type { App } from "../../http/types";

export function healthRoutes(app: App, deps: Deps): void {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database check (503 when the database does not answer)",
        response: {
          200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
          503: z.object({ status: z.literal("error"), database: z.literal("unavailable") }),
        },
      },
    },
    async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: "ok" as const, database: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unavailable");
        return reply.code(503).send({ status: "error", database: "unavailable" });
      }
    },
  );
}
