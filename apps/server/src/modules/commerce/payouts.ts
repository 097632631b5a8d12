import type { PayoutStatus, Payouts } from "@coursewright/course-model";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type PayoutAccountRow, payoutAccounts, type UserRow } from "../../db/schema";
import type { PaymentProvider } from "../../payments";
import type { ProviderAccount } from "../../payments/provider";
import { insertObject, testId } from "../../payments/testObjects";
import type { Db } from "../courses/db";
import { announceHubs, touchHubsOfUser } from "../hubs/version";

export async function payoutAccountOf(db: Db, userId: number): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.user_id, userId));
  return row ?? null;
}

export function presentPayouts(row: PayoutAccountRow | null, mode: "live" | "test"): Payouts {
  const connected = row !== null && row.status !== "not_connected";
  return {
    status: connected ? row.status : "not_connected",
    stripe_id: connected ? row.account_id : null,
    provider_mode: mode,
    requirements: connected && row.status === "pending" ? row.requirements : [],
  };
}

const statusOf = (account: ProviderAccount): PayoutStatus => (account.chargesEnabled ? "active" : "pending");

/**
 * Writes what the provider says of an account (null: gone or deauthorised). Landing pages show Buy buttons by the
 * status, so a change of it touches the creator's hubs, which every process's landing cache hears.
 */
export async function recordAccount(
  db: Database,
  accountId: string,
  account: ProviderAccount | null,
): Promise<PayoutAccountRow | null> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.account_id, accountId))
      .for("update");
    if (!before) return null;
    const [after] = await tx
      .update(payoutAccounts)
      .set({
        status: account ? statusOf(account) : "not_connected",
        charges_enabled: account?.chargesEnabled ?? false,
        details_submitted: account?.detailsSubmitted ?? false,
        requirements: account?.requirements ?? [],
        updated_at: sql`now()`,
      })
      .where(eq(payoutAccounts.id, before.id))
      .returning();
    const hubIds = after && after.status !== before.status ? await touchHubsOfUser(tx, before.user_id) : [];
    return { row: after ?? null, hubIds };
  });
  if (result) announceHubs(result.hubIds);
  return result?.row ?? null;
}

/** Re-reads an account from the provider and records it. */
export async function syncAccount(db: Database, provider: PaymentProvider, accountId: string) {
  return recordAccount(db, accountId, await provider.retrieveAccount(accountId));
}

/**
 * The creator's connected account, made at the provider on first need (or again after a deauthorisation), with an
 * Idempotency-Key from our ids so that a repeated request makes no second account.
 */
export async function ensureAccount(db: Database, provider: PaymentProvider, user: UserRow): Promise<PayoutAccountRow> {
  const existing = await payoutAccountOf(db, user.id);
  if (existing && existing.status !== "not_connected" && existing.provider === provider.name) return existing;
  const key = existing ? `payout-account-${user.id}-${existing.account_id}` : `payout-account-${user.id}`;
  const account = await provider.createAccount({ userId: user.id, email: user.email, idempotencyKey: key });
  const values = {
    provider: provider.name,
    account_id: account.id,
    status: statusOf(account),
    charges_enabled: account.chargesEnabled,
    details_submitted: account.detailsSubmitted,
    requirements: account.requirements,
  };
  const [row] = await db
    .insert(payoutAccounts)
    .values({ user_id: user.id, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.user_id, set: { ...values, updated_at: sql`now()` } })
    .returning();
  if (!row) throw new Error("payout account upsert returned nothing");
  return row;
}

/**
 * The demo creator's payouts, active at once with the built-in test provider (the embedded database's demo only), so
 * that `npm start` sells the demo hub's priced course straight away.
 */
export async function activateTestPayouts(db: Database, user: UserRow): Promise<string> {
  const id = testId("acct");
  await insertObject(db, "account", id, id, {
    email: user.email,
    charges_enabled: true,
    details_submitted: true,
    requirements: [],
  });
  await db
    .insert(payoutAccounts)
    .values({
      user_id: user.id,
      provider: "test",
      account_id: id,
      status: "active",
      charges_enabled: true,
      details_submitted: true,
    })
    .onConflictDoNothing();
  return id;
}
