import { shortRegistrationSchema } from "@coursewright/course-model";
import { z } from "zod";
import { optionalAuthenticate } from "../../http/auth";
import type { App } from "../../http/types";
import type { Commerce } from "./context";
import { shortRegistrationResultSchema } from "./schemas";
import { buyerOf } from "./shortRegistration";

/**
 * The spec's short registration on its own (catalogue group auth "short register"): for what a visitor does
 * without paying, enrolling in a free hub course or opening a hub share, where no checkout or booking makes the
 * account on the way. The same account, mail and answer as a checkout's short registration.
 */
export function shortRegistrationRoutes(app: App, c: Commerce): void {
  // Per IP, as registration: each call may make an account and send a mail.
  const rateLimit = { max: c.config.rateLimitAuthMax, timeWindow: 60_000 };
  app.post(
    "/api/short_register",
    {
      schema: {
        tags: ["auth"],
        summary: "Short registration: a learner account from a name and an e-mail address, signed in for a day",
        description:
          "The account's address gets a link to set its password; the answer signs the new learner in for 24 hours " +
          "(access_token). An address that has an account answers 422 login_required on email, saying nothing " +
          "more about it. Signed in already: nothing is made (account_created false, access_token null). " +
          "Integration learners: 403.",
        body: shortRegistrationSchema,
        response: { 200: z.object({ data: shortRegistrationResultSchema }) },
      },
      preHandler: optionalAuthenticate(c.db),
      config: { rateLimit },
    },
    async (request) => ({ data: (await buyerOf(c, request, request.body)).result }),
  );
}
