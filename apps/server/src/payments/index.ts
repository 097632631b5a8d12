import type { Config } from "../config";
import type { Database } from "../db/open";
import type { PaymentProvider } from "./provider";
import { StripeProvider } from "./stripeProvider";
import { TestProvider } from "./testProvider";

export type { PaymentProvider } from "./provider";

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider (docs/decisions/014-selling.md). */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  const { stripe } = config;
  if (stripe.secretKey) {
    return new StripeProvider({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      connectWebhookSecret: stripe.connectWebhookSecret,
    });
  }
  return new TestProvider(db, config.publicUrl);
}

/** The platform's fee on a total (PLATFORM_FEE_PERCENT, rounded down to a whole minor unit). */
export function platformFee(total: number, percent: number): number {
  return Math.floor((total * percent) / 100);
}
