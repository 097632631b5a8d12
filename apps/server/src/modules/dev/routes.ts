import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { mailOutbox } from "../../db/schema";
import type { Deps } from "../../deps";
import { errors } from "../../http/errors";
import type { App } from "../../http/types";

/**
 * Only registered when EXPOSE_OUTBOX=true: end-to-end tests read the mails the app "sent", and hold a kind of
 * background job to see the screens that wait for it.
 */
export function devRoutes(app: App, deps: Deps): void {
  app.get(
    "/api/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mails in the outbox, newest first (test setups only)",
        querystring: z.object({ to: z.string().optional() }),
      },
    },
    async (request) => {
      const rows = await deps.db
        .select()
        .from(mailOutbox)
        .where(request.query.to ? eq(mailOutbox.to, request.query.to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(100);
      return {
        data: rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    "/api/dev/jobs/hold",
    {
      schema: {
        tags: ["dev"],
        summary: "Hold (or release) a kind of background job: stored but not run (test setups only)",
        body: z.object({
          name: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(100),
          held: z.boolean({ error: "validation.invalid" }),
        }),
      },
    },
    async (request, reply) => {
      const held = deps.jobs.hold?.(request.body.name, request.body.held) ?? false;
      if (!held) throw errors.notFound();
      return reply.code(204).send();
    },
  );
}
