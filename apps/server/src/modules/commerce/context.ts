import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps";
import type { PaymentProvider } from "../../payments";

/** What the selling services need: the app's dependencies, the payment provider and a log for what goes wrong late. */
export interface Commerce extends Deps {
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}

/** How long a checkout session stays open, holding its event seats (Stripe's shortest: 30 minutes). */
export const CHECKOUT_MINUTES = 30;

/**
 * Seats stay held this much longer than their session: a payment completing at the session's last second must
 * still find its seat, and no session can complete after it expires.
 */
export const HOLD_GRACE_MINUTES = 5;

/** A pending order the provider has said nothing about for this long is asked about (decision 014). */
export const RECHECK_AFTER_MINUTES = 30;
