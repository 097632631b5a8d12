import { supportMessageRequestSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import type { App } from "../../http/types";
import { sendSupportMessage } from "./service";

export function supportRoutes(app: App, deps: Deps): void {
  app.post(
    "/api/support/send_message",
    {
      schema: {
        tags: ["support"],
        summary: "Send a message to the support team (reply-to is the user)",
        body: supportMessageRequestSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
      preHandler: authenticate(deps.db),
    },
    async (request) => {
      await sendSupportMessage(deps, requireUser(request), request.body);
      return { message: requestTranslator(request)("server.support_sent") };
    },
  );
}
