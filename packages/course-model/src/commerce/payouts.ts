import { z } from "zod";
import { storedIdSchema } from "../course/common";

/**
 * A creator's payouts (issue 19; spec 3 Hub `user.stripe_connect.stripe_id`): the card provider's connected account
 * the hub's sales are paid into. Buy buttons show only while it is `active`.
 */
export type PayoutStatus = "not_connected" | "pending" | "active";

/** GET /api/payouts (the signed-in creator's). */
export interface Payouts {
  status: PayoutStatus;
  /** The connected account's id (acct_...), null when none. */
  stripe_id: string | null;
  /** The provider taking payments: live Stripe, or the built-in test provider (no STRIPE_SECRET_KEY). */
  provider_mode: "live" | "test";
  /** What the provider still asks for, in its words (shown to the creator), while pending. */
  requirements: string[];
}

/** POST /api/payouts/connect answers where to go for the provider's onboarding. */
export interface PayoutsConnectLink {
  url: string;
  expires_at: string;
}

/**
 * POST /api/payouts/connect: the hub whose settings to come back to after the onboarding (else the hubs list). The
 * browser comes back to /course_hubs/settings/{hub_id}?section=payouts&payouts=return (or /course_hubs?payouts=return).
 */
export const payoutsConnectRequestSchema = z.object({ hub_id: storedIdSchema.optional() });
export type PayoutsConnectRequest = z.infer<typeof payoutsConnectRequestSchema>;
