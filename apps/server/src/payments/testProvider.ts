import { createHmac } from "node:crypto";
import type { Database } from "../db/open";
import type {
  ChargeState,
  CheckoutInput,
  CheckoutSession,
  DisputeState,
  PaymentProvider,
  ProviderAccount,
  WebhookEndpoint,
} from "./provider";
import { ProviderError } from "./provider";
import {
  chargeOfIntent,
  insertObject,
  readObject,
  type TestSession,
  testAccountLinkSchema,
  testAccountSchema,
  testChargeSchema,
  testId,
  testSessionSchema,
  testWebhookSecret,
  updateObject,
} from "./testObjects";
import { signatureFor, verifiedEvent } from "./webhookEvents";

/** How a test delivery reaches the app: the same webhook route Stripe calls (signature checked there too). */
export type TestDelivery = (endpoint: WebhookEndpoint, body: string, signature: string) => Promise<void>;

/** What the test checkout page's card numbers do (Stripe's test cards). */
export const TEST_CARDS = {
  "4242424242424242": "paid",
  "4000000000000002": "declined",
  "4000000000009995": "insufficient_funds",
} as const;

function cardOutcome(card: string): "paid" | "declined" | "insufficient_funds" | "unknown_card" {
  for (const [number, outcome] of Object.entries(TEST_CARDS)) if (number === card) return outcome;
  return "unknown_card";
}

export type PayOutcome =
  | { outcome: "paid"; redirect: string }
  | { outcome: "declined" | "insufficient_funds" | "unknown_card" }
  | { outcome: "closed"; redirect: string };

const REQUIREMENTS = ["business_profile.url", "external_account", "tos_acceptance.date"];

function presentSession(id: string, session: TestSession, publicUrl: string): CheckoutSession {
  return {
    id,
    url: session.status === "open" ? `${publicUrl}/checkout/test/${id}` : null,
    status: session.status,
    paymentStatus: session.payment_status,
    paymentIntentId: session.payment_intent,
    amountTotal: session.amount_total,
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/** Stripe lets an open session go once it is past its expiry; so does this. */
function lapsed(session: TestSession, now = Date.now()): TestSession {
  return session.status === "open" && session.expires_at * 1000 <= now ? { ...session, status: "expired" } : session;
}

/**
 * The built-in test provider (no STRIPE_SECRET_KEY): Stripe's objects kept in the database, its own checkout and
 * onboarding pages, and webhooks signed as Stripe signs them, delivered to the app's own webhook routes, so the
 * whole path from cart to access runs offline and through the same handler as live payments.
 */
export class TestProvider implements PaymentProvider {
  readonly name = "test" as const;
  readonly mode = "test" as const;
  #deliver: TestDelivery | null = null;

  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {}

  /** buildApp connects the provider to the app's webhook routes once they exist. */
  attach(deliver: TestDelivery): void {
    this.#deliver = deliver;
  }

  async createAccount(input: { userId: number; email: string; idempotencyKey: string }): Promise<ProviderAccount> {
    const id = `acct_test_${await this.#derived(input.idempotencyKey)}`;
    await insertObject(this.db, "account", id, id, {
      email: input.email,
      charges_enabled: false,
      details_submitted: false,
      requirements: REQUIREMENTS,
    });
    const account = await this.retrieveAccount(id);
    if (!account) throw new ProviderError("test account missing after creation");
    return account;
  }

  async retrieveAccount(accountId: string): Promise<ProviderAccount | null> {
    const found = await readObject(this.db, "account", accountId, testAccountSchema);
    if (!found) return null;
    const { data } = found;
    return {
      id: accountId,
      chargesEnabled: data.charges_enabled,
      detailsSubmitted: data.details_submitted,
      requirements: data.requirements,
    };
  }

  async createAccountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }) {
    const id = testId("link");
    const expiresAt = new Date(Date.now() + 5 * 60_000);
    await insertObject(this.db, "account_link", id, input.accountId, {
      account: input.accountId,
      return_url: input.returnUrl,
      refresh_url: input.refreshUrl,
      expires_at: Math.floor(expiresAt.getTime() / 1000),
      used: false,
    });
    return { url: `${this.publicUrl}/payouts/test/onboarding/${id}`, expiresAt };
  }

  /** Whether an onboarding link exists (used or not: using it again goes to its refresh address). */
  async hasAccountLink(linkId: string): Promise<boolean> {
    return (await readObject(this.db, "account_link", linkId, testAccountLinkSchema)) !== null;
  }

  /** The onboarding page's button: the account can take charges at once. Answers where the browser goes next. */
  async completeOnboarding(linkId: string): Promise<string | null> {
    const result = await this.db.transaction(async (tx) => {
      const link = await readObject(tx, "account_link", linkId, testAccountLinkSchema, true);
      if (!link) return null;
      const { data } = link;
      // Like Stripe's: a link works once and for minutes; after that the refresh address makes a new one.
      if (data.used || data.expires_at * 1000 < Date.now()) return { redirect: data.refresh_url, account: null };
      await updateObject(tx, linkId, { ...data, used: true });
      const account = await readObject(tx, "account", data.account, testAccountSchema, true);
      if (!account) return null;
      await updateObject(tx, data.account, {
        ...account.data,
        charges_enabled: true,
        details_submitted: true,
        requirements: [],
      });
      return { redirect: data.return_url, account: data.account };
    });
    if (result?.account) await this.#send("account.updated", result.account, { id: result.account, object: "account" });
    return result?.redirect ?? null;
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    // The same key makes the same session, as an Idempotency-Key does at Stripe.
    const id = `cs_test_${await this.#derived(`${input.accountId}:${input.idempotencyKey}`)}`;
    const session: TestSession = {
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      order_id: input.orderId,
      amount_total: input.lines.reduce((sum, line) => sum + line.amount, 0),
      currency: input.currency,
      lines: input.lines,
      customer_email: input.customerEmail,
      locale: input.locale,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: Math.floor(input.expiresAt.getTime() / 1000),
    };
    await insertObject(this.db, "checkout.session", id, input.accountId, session);
    return this.retrieveCheckout(input.accountId, id);
  }

  async retrieveCheckout(accountId: string, sessionId: string): Promise<CheckoutSession> {
    const found = await this.#session(sessionId);
    if (!found || found.accountId !== accountId) throw new ProviderError(`no test session ${sessionId}`);
    return presentSession(sessionId, lapsed(found.data), this.publicUrl);
  }

  /** The session as its checkout page shows it (null: no such session). */
  async session(sessionId: string): Promise<TestSession | null> {
    const found = await this.#session(sessionId);
    return found ? lapsed(found.data) : null;
  }

  async expireCheckout(accountId: string, sessionId: string): Promise<CheckoutSession> {
    await this.db.transaction(async (tx) => {
      const found = await readObject(tx, "checkout.session", sessionId, testSessionSchema, true);
      if (!found || found.accountId !== accountId) throw new ProviderError(`no test session ${sessionId}`);
      if (found.data.status === "open") await updateObject(tx, sessionId, { ...found.data, status: "expired" });
    });
    return this.retrieveCheckout(accountId, sessionId);
  }

  /** The test checkout page's Pay button with a card number (digits only). */
  async pay(sessionId: string, card: string): Promise<PayOutcome | null> {
    type Result = PayOutcome | { outcome: "paid"; redirect: string; accountId: string } | null;
    const result = await this.db.transaction(async (tx): Promise<Result> => {
      const found = await readObject(tx, "checkout.session", sessionId, testSessionSchema, true);
      if (!found?.accountId) return null;
      const session = lapsed(found.data);
      if (session.status !== "open") return { outcome: "closed" as const, redirect: session.cancel_url };
      const kind = cardOutcome(card);
      if (kind !== "paid") return { outcome: kind };
      const paymentIntent = testId("pi");
      await updateObject(tx, sessionId, {
        ...session,
        status: "complete",
        payment_status: "paid",
        payment_intent: paymentIntent,
      });
      await insertObject(tx, "charge", testId("ch"), found.accountId, {
        payment_intent: paymentIntent,
        amount: session.amount_total,
        amount_refunded: 0,
        currency: session.currency,
      });
      return {
        outcome: "paid" as const,
        redirect: session.success_url.replace("{CHECKOUT_SESSION_ID}", sessionId),
        accountId: found.accountId,
      };
    });
    if (result && "accountId" in result) {
      await this.#send("checkout.session.completed", result.accountId, { id: sessionId, object: "checkout.session" });
      return { outcome: "paid", redirect: result.redirect };
    }
    return result;
  }

  async refund(input: { accountId: string; paymentIntentId: string; amount: number }) {
    const charge = await this.db.transaction(async (tx) => {
      const found = await chargeOfIntent(tx, input.accountId, input.paymentIntentId);
      if (!found) throw new ProviderError(`no test charge for ${input.paymentIntentId}`);
      const left = found.data.amount - found.data.amount_refunded;
      if (input.amount > left) throw new ProviderError("refund larger than what is left of the charge");
      const amountRefunded = found.data.amount_refunded + input.amount;
      await updateObject(tx, found.id, { ...found.data, amount_refunded: amountRefunded });
      return { id: found.id, amountRefunded };
    });
    await this.#send("charge.refunded", input.accountId, { id: charge.id, object: "charge" });
    return { amountRefunded: charge.amountRefunded };
  }

  async retrieveCharge(accountId: string, chargeId: string): Promise<ChargeState> {
    const found = await readObject(this.db, "charge", chargeId, testChargeSchema);
    if (!found || found.accountId !== accountId) throw new ProviderError(`no test charge ${chargeId}`);
    return { id: chargeId, paymentIntentId: found.data.payment_intent, amountRefunded: found.data.amount_refunded };
  }

  async retrieveDispute(_accountId: string, disputeId: string): Promise<DisputeState> {
    // Test payments are never disputed.
    throw new ProviderError(`no test dispute ${disputeId}`);
  }

  async verifyWebhook(rawBody: Buffer, signature: string | undefined, _endpoint: WebhookEndpoint) {
    return verifiedEvent(rawBody, signature, await testWebhookSecret(this.db));
  }

  /** Unguessable ids derived from a key: the same key, the same id. */
  async #derived(key: string): Promise<string> {
    const secret = await testWebhookSecret(this.db);
    return createHmac("sha256", secret).update(key).digest("base64url").slice(0, 24);
  }

  #session(sessionId: string) {
    return readObject(this.db, "checkout.session", sessionId, testSessionSchema);
  }

  /** Delivers an event as Stripe does: a signed JSON body to the Connect endpoint (these are connected accounts'). */
  async #send(type: string, accountId: string, object: { id: string; object: string }): Promise<void> {
    if (!this.#deliver) return;
    const body = JSON.stringify({
      id: testId("evt"),
      object: "event",
      type,
      account: accountId,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    await this.#deliver("connect", body, signatureFor(body, await testWebhookSecret(this.db)));
  }
}
