import { idParamSchema, payoutsConnectRequestSchema } from "@coursewright/course-model";
import { z } from "zod";
import { authenticate, requireUser } from "../../http/auth";
import { errors } from "../../http/errors";
import { requirePermission } from "../../http/policies";
import { getSigner, type Signer } from "../../http/signing";
import type { App } from "../../http/types";
import { providerUnavailable } from "./checkout";
import type { Commerce } from "./context";
import { ensureAccount, payoutAccountOf, presentPayouts, syncAccount } from "./payouts";
import { payoutsConnectLinkSchema, payoutsSchema } from "./schemas";

const TAGS = ["selling"];

const backQuery = z.object({
  account: z.string().max(255),
  hub_id: idParamSchema.optional(),
  sig: z.string().max(64),
});

const signed = (signer: Signer, account: string, hubId: number | undefined) =>
  signer.sign(`payouts:${account}:${hubId ?? ""}`);

/** The creator's payouts: the connected account sales are paid into, onboarded at the provider. */
export function payoutRoutes(app: App, c: Commerce): void {
  const { db, config } = c;
  const creator = [authenticate(db), requirePermission("create_course")];

  /** Where the provider's onboarding sends the browser back (signed: no sign-in travels with it). */
  const backUrls = async (account: string, hubId: number | undefined) => {
    const query = new URLSearchParams({ account, sig: signed(await getSigner(db), account, hubId) });
    if (hubId !== undefined) query.set("hub_id", String(hubId));
    return {
      returnUrl: `${config.publicUrl}/api/payouts/return?${query}`,
      refreshUrl: `${config.publicUrl}/api/payouts/refresh?${query}`,
    };
  };
  const settingsPath = (hubId: number | undefined) =>
    hubId === undefined
      ? "/course_hubs?payouts=return"
      : `/course_hubs/settings/${hubId}?section=payouts&payouts=return`;
  const link = async (account: string, hubId: number | undefined, requestId: string) => {
    try {
      return await c.payments.createAccountLink({
        accountId: account,
        ...(await backUrls(account, hubId)),
        idempotencyKey: `account-link-${account}-${requestId}`,
      });
    } catch (error) {
      c.log.error({ err: error }, "account link failed");
      throw providerUnavailable();
    }
  };

  app.get(
    "/api/payouts",
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in creator's payouts: not connected, pending (what the provider still asks) or active",
        description:
          "Buy buttons show on the creator's hubs only while active. provider_mode test: the built-in test provider.",
        response: { 200: z.object({ data: payoutsSchema }) },
      },
      preHandler: creator,
    },
    async (request) => {
      const row = await payoutAccountOf(db, requireUser(request).id);
      return { data: presentPayouts(row, c.payments.mode) };
    },
  );

  app.post(
    "/api/payouts/connect",
    {
      schema: {
        tags: TAGS,
        summary: "Connect payouts: the provider's hosted onboarding address (the account is made on first need)",
        description:
          "Send the browser to data.url. The provider sends it back to /api/payouts/return, which re-reads the " +
          "account and goes on to /course_hubs/settings/{hub_id}?section=payouts&payouts=return (without hub_id: " +
          "/course_hubs?payouts=return). An expired link goes through /api/payouts/refresh, which makes a new one. " +
          "In test mode the onboarding is the app's own page, which activates the test account at once. 502 " +
          "payment_provider_unavailable when the provider cannot be reached.",
        body: payoutsConnectRequestSchema,
        response: { 200: z.object({ data: payoutsConnectLinkSchema }) },
      },
      preHandler: creator,
    },
    async (request) => {
      const user = requireUser(request);
      let account: string;
      try {
        account = (await ensureAccount(db, c.payments, user)).account_id;
      } catch (error) {
        c.log.error({ err: error }, "connected account creation failed");
        throw providerUnavailable();
      }
      const made = await link(account, request.body.hub_id, request.id);
      return { data: { url: made.url, expires_at: made.expiresAt.toISOString() } };
    },
  );

  const back = async (query: z.infer<typeof backQuery>) => {
    const signer = await getSigner(db);
    if (!signer.verify(`payouts:${query.account}:${query.hub_id ?? ""}`, query.sig)) throw errors.notFound();
    return query;
  };

  app.get(
    "/api/payouts/return",
    {
      schema: {
        tags: TAGS,
        summary: "Where the provider's onboarding comes back: re-reads the account, then on to the hub settings",
        description: "Signed by the server (the address data.url led to); anything else 404.",
        querystring: backQuery,
      },
    },
    async (request, reply) => {
      const query = await back(request.query);
      try {
        await syncAccount(db, c.payments, query.account);
      } catch (error) {
        // account.updated brings the news later; the settings page shows what is known.
        c.log.warn({ err: error }, "re-reading the connected account failed");
      }
      return reply.redirect(settingsPath(query.hub_id), 303);
    },
  );

  app.get(
    "/api/payouts/refresh",
    {
      schema: {
        tags: TAGS,
        summary: "Where an expired onboarding link comes back: a new link, and on to it",
        description: "Signed by the server; anything else 404.",
        querystring: backQuery,
      },
    },
    async (request, reply) => {
      const query = await back(request.query);
      const made = await link(query.account, query.hub_id, request.id);
      return reply.redirect(made.url, 303);
    },
  );
}
