import type { LanguageCode } from "@coursewright/course-model";
import type Stripe from "stripe";
import { loadStripe } from "./loadStripe";
import {
  type ChargeState,
  type CheckoutInput,
  type CheckoutSession,
  type DisputeState,
  type PaymentProvider,
  type ProviderAccount,
  ProviderError,
  type WebhookEndpoint,
} from "./provider";
import { verifiedEvent } from "./webhookEvents";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  connectWebhookSecret: string | null;
  /** Where the API is (tests point it at their fake server); Stripe's own by default. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

/** Stripe's Checkout locales for ours ("auto": the buyer's browser decides, for languages Checkout lacks). */
const CHECKOUT_LOCALES: Record<LanguageCode, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: "en",
  it: "it",
  de: "de",
  ar: "auto",
  es: "es",
  ru: "ru",
  fr: "fr",
  uk: "auto",
  da: "da",
  jp: "ja",
  sv: "sv",
  no: "nb",
  in: "id",
  th: "th",
  vi: "vi",
};

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === "string" ? value : value.id;

function presentAccount(account: Stripe.Account): ProviderAccount {
  return {
    id: account.id,
    chargesEnabled: account.charges_enabled,
    detailsSubmitted: account.details_submitted,
    requirements: account.requirements?.currently_due ?? [],
  };
}

function presentSession(session: Stripe.Checkout.Session): CheckoutSession {
  const status = session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
  const paymentStatus =
    session.payment_status === "paid"
      ? "paid"
      : session.payment_status === "no_payment_required"
        ? "no_payment_required"
        : "unpaid";
  return {
    id: session.id,
    url: session.url,
    status,
    paymentStatus,
    paymentIntentId: idOf(session.payment_intent),
    amountTotal: session.amount_total,
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/** Errors of the provider as ours: nothing of Stripe's message reaches a buyer. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new ProviderError(`stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Stripe Connect with direct charges: every sale is a Checkout Session made on the creator's connected account
 * (the Stripe-Account header), the platform's fee as application_fee_amount; refunds, charges and disputes live
 * on that account too. Every POST carries an Idempotency-Key made from our ids.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  readonly mode = "live" as const;
  readonly #stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const StripeClient = loadStripe();
    this.#stripe = new StripeClient(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: "Coursewright" },
      ...(settings.api ?? {}),
    });
  }

  async createAccount(input: { userId: number; email: string; idempotencyKey: string }): Promise<ProviderAccount> {
    const account = await call("account creation", () =>
      this.#stripe.accounts.create(
        {
          email: input.email,
          // A Standard-style account: the creator has the full Stripe Dashboard and pays Stripe's fees, as direct
          // charges want; Stripe collects what it needs through the hosted onboarding.
          controller: {
            stripe_dashboard: { type: "full" },
            fees: { payer: "account" },
            losses: { payments: "stripe" },
            requirement_collection: "stripe",
          },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { coursewright_user_id: String(input.userId) },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return presentAccount(account);
  }

  async retrieveAccount(accountId: string): Promise<ProviderAccount | null> {
    try {
      return presentAccount(await this.#stripe.accounts.retrieve(accountId));
    } catch (error) {
      // A deauthorised account answers as unknown to the platform.
      if (error instanceof loadStripe().errors.StripeError && (error.statusCode === 404 || error.statusCode === 403))
        return null;
      throw new ProviderError(`stripe account retrieval failed: ${String(error)}`, { cause: error });
    }
  }

  async createAccountLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string; expiresAt: Date }> {
    const link = await call("account link", () =>
      this.#stripe.accountLinks.create(
        {
          account: input.accountId,
          type: "account_onboarding",
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const currency = input.currency.toLowerCase();
    const session = await call("checkout session", () =>
      this.#stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: String(input.orderId),
          customer_email: input.customerEmail,
          locale: CHECKOUT_LOCALES[input.locale],
          line_items: input.lines.map((line) => ({
            quantity: 1,
            price_data: { currency, unit_amount: line.amount, product_data: { name: line.title } },
          })),
          payment_intent_data: {
            metadata: { coursewright_order_id: String(input.orderId) },
            ...(input.applicationFee > 0 ? { application_fee_amount: input.applicationFee } : {}),
          },
          metadata: { coursewright_order_id: String(input.orderId) },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
      ),
    );
    return presentSession(session);
  }

  async retrieveCheckout(accountId: string, sessionId: string): Promise<CheckoutSession> {
    const session = await call("checkout session retrieval", () =>
      this.#stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount: accountId }),
    );
    return presentSession(session);
  }

  async expireCheckout(accountId: string, sessionId: string, idempotencyKey: string): Promise<CheckoutSession> {
    const current = await this.retrieveCheckout(accountId, sessionId);
    if (current.status !== "open") return current;
    try {
      const session = await this.#stripe.checkout.sessions.expire(
        sessionId,
        {},
        { stripeAccount: accountId, idempotencyKey },
      );
      return presentSession(session);
    } catch (error) {
      // Completed in the meantime: what it is now decides.
      if (error instanceof loadStripe().errors.StripeInvalidRequestError)
        return this.retrieveCheckout(accountId, sessionId);
      throw new ProviderError(`stripe checkout expiry failed: ${String(error)}`, { cause: error });
    }
  }

  async refund(input: {
    accountId: string;
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ amountRefunded: number }> {
    const options = { stripeAccount: input.accountId };
    await call("refund", () =>
      this.#stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amount },
        { ...options, idempotencyKey: input.idempotencyKey },
      ),
    );
    const intent = await call("payment intent retrieval", () =>
      this.#stripe.paymentIntents.retrieve(input.paymentIntentId, { expand: ["latest_charge"] }, options),
    );
    const charge = intent.latest_charge;
    if (charge === null || typeof charge === "string") throw new ProviderError("stripe refund: no charge");
    return { amountRefunded: charge.amount_refunded };
  }

  async retrieveCharge(accountId: string, chargeId: string): Promise<ChargeState> {
    const charge = await call("charge retrieval", () =>
      this.#stripe.charges.retrieve(chargeId, {}, { stripeAccount: accountId }),
    );
    return { id: charge.id, paymentIntentId: idOf(charge.payment_intent), amountRefunded: charge.amount_refunded };
  }

  async retrieveDispute(accountId: string, disputeId: string): Promise<DisputeState> {
    const dispute = await call("dispute retrieval", () =>
      this.#stripe.disputes.retrieve(disputeId, {}, { stripeAccount: accountId }),
    );
    return { id: dispute.id, paymentIntentId: idOf(dispute.payment_intent), status: dispute.status };
  }

  async verifyWebhook(rawBody: Buffer, signature: string | undefined, endpoint: WebhookEndpoint) {
    const secret = endpoint === "connect" ? this.settings.connectWebhookSecret : this.settings.webhookSecret;
    return verifiedEvent(rawBody, signature, secret);
  }
}
