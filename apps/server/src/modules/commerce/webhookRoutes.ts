import { z } from "zod";
import { HttpError } from "../../http/errors";
import type { App } from "../../http/types";
import { type WebhookEndpoint, WebhookSignatureError } from "../../payments/provider";
import type { Commerce } from "./context";
import { receiveEvent } from "./webhooks";

const ENDPOINTS: [string, WebhookEndpoint, string][] = [
  ["/api/payments/webhook", "platform", "STRIPE_WEBHOOK_SECRET"],
  ["/api/payments/connect_webhook", "connect", "STRIPE_CONNECT_WEBHOOK_SECRET"],
];

const badSignature = () => new HttpError(400, "webhook_signature", "commerce.bad_signature");

/**
 * The payment provider's webhooks. The signature covers the body's exact bytes, so these two routes read the body
 * raw (a content-type parser of their own scope); nothing else of the app changes.
 */
export function webhookRoutes(app: App, c: Commerce): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    for (const [url, endpoint, secret] of ENDPOINTS) {
      scope.post(
        url,
        {
          schema: {
            tags: ["selling"],
            summary: `The payment provider's ${endpoint === "connect" ? "Connect " : ""}webhook`,
            description:
              `Stripe-Signature checked over the raw body with ${secret} (test mode: the server's own secret). ` +
              "Events are stored by id: a replay answers 200 with handled false and does nothing. Whatever order " +
              "they arrive in, the object is read again from the provider. Handled: checkout.session.completed, " +
              ".async_payment_succeeded, .async_payment_failed, .expired, charge.refunded, " +
              "charge.dispute.created, charge.dispute.closed, account.updated, account.application.deauthorized; " +
              "others answer 200 and do nothing. A bad signature answers 400 webhook_signature.",
            response: { 200: z.object({ received: z.boolean(), handled: z.boolean() }) },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const header = request.headers["stripe-signature"];
          let event: Awaited<ReturnType<typeof c.payments.verifyWebhook>>;
          try {
            event = await c.payments.verifyWebhook(raw, typeof header === "string" ? header : undefined, endpoint);
          } catch (error) {
            if (error instanceof WebhookSignatureError) throw badSignature();
            throw error;
          }
          return { received: true, handled: await receiveEvent(c, event) };
        },
      );
    }
  });
}
