import { z } from "zod";
import { loadStripe } from "./loadStripe";
import { type ProviderEvent, WebhookSignatureError } from "./provider";

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  account: z.string().max(255).nullish(),
  data: z.object({ object: z.object({ id: z.string().min(1).max(255), object: z.string().max(255) }) }),
});

/**
 * Checks a delivery's `Stripe-Signature` (t=...,v1=HMAC-SHA256 of "t.body", within Stripe's five-minute tolerance)
 * over the raw body with the endpoint's secret, then reads the event. Both providers sign this way.
 */
export function verifiedEvent(rawBody: Buffer, signature: string | undefined, secret: string | null): ProviderEvent {
  if (!secret) throw new WebhookSignatureError("no webhook secret is set for this endpoint");
  if (!signature) throw new WebhookSignatureError("no Stripe-Signature header");
  const verifier = loadStripe().webhooks.signature;
  if (!verifier) throw new WebhookSignatureError("no signature verifier");
  try {
    verifier.verifyHeader(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw new WebhookSignatureError("the body is not JSON");
  }
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) throw new WebhookSignatureError("not an event");
  const { id, type, account, data } = parsed.data;
  return { id, type, account: account ?? null, object: data.object };
}

/** The Stripe-Signature header of a body, as Stripe would send it (the test provider signs its deliveries so). */
export function signatureFor(body: string, secret: string): string {
  return loadStripe().webhooks.generateTestHeaderString({ payload: body, secret });
}
