import type { LanguageCode } from "@coursewright/course-model";
import type { ProviderName } from "../db/schema";

/**
 * The card payment provider (docs/decisions/014-selling.md): Stripe Connect with direct charges on the creator's
 * connected account, or the built-in test provider that stands in for it offline. Nothing outside this folder
 * knows which one runs; both speak Stripe's objects and sign their webhooks the same way.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** "test": the built-in provider, shown as test mode everywhere. */
  readonly mode: "live" | "test";
  createAccount(input: { userId: number; email: string; idempotencyKey: string }): Promise<ProviderAccount>;
  /** null when the account is gone or no longer connected to the platform. */
  retrieveAccount(accountId: string): Promise<ProviderAccount | null>;
  createAccountLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string; expiresAt: Date }>;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  retrieveCheckout(accountId: string, sessionId: string): Promise<CheckoutSession>;
  /** Ends an open session (its payment can no longer happen); a session already complete is answered as it is. */
  expireCheckout(accountId: string, sessionId: string, idempotencyKey: string): Promise<CheckoutSession>;
  /** Refunds part or all of a payment; answers the charge's refunded total afterwards. */
  refund(input: {
    accountId: string;
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ amountRefunded: number }>;
  retrieveCharge(accountId: string, chargeId: string): Promise<ChargeState>;
  retrieveDispute(accountId: string, disputeId: string): Promise<DisputeState>;
  /** The event of a webhook delivery, or throws WebhookSignatureError: checked over the raw body. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined, endpoint: WebhookEndpoint): Promise<ProviderEvent>;
}

/** The platform's own endpoint, or the one Connect delivers connected accounts' events to. */
export type WebhookEndpoint = "platform" | "connect";

export interface ProviderAccount {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** Fields the provider still needs (currently due), in its words. */
  requirements: string[];
}

export interface CheckoutInput {
  orderId: number;
  accountId: string;
  /** ISO 4217, upper case. */
  currency: string;
  lines: { title: string; amount: number }[];
  /** The platform's fee in minor units (0: none). */
  applicationFee: number;
  customerEmail: string;
  locale: LanguageCode;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  paymentIntentId: string | null;
  amountTotal: number | null;
  expiresAt: Date;
}

export interface ChargeState {
  id: string;
  paymentIntentId: string | null;
  amountRefunded: number;
}

export interface DisputeState {
  id: string;
  paymentIntentId: string | null;
  /** Stripe's dispute status: won, lost, needs_response, under_review, warning_closed... */
  status: string;
}

/** A verified webhook event: what happened and to which object, never trusted beyond its id (re-read it). */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The connected account it happened on (Connect events), else null. */
  account: string | null;
  object: { id: string; object: string };
}

export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused a call it should have taken. */
export class ProviderError extends Error {}
