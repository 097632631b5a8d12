import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/open";
import { appSecrets, testPaymentObjects } from "../db/schema";
import type { Db } from "../modules/courses/db";

/** The test provider's objects, shaped as Stripe's (what its pages and calls read and write). */
export const testAccountSchema = z.object({
  email: z.string(),
  charges_enabled: z.boolean(),
  details_submitted: z.boolean(),
  requirements: z.array(z.string()),
});

export const testAccountLinkSchema = z.object({
  account: z.string(),
  return_url: z.string(),
  refresh_url: z.string(),
  expires_at: z.number(),
  used: z.boolean(),
});

export const testSessionSchema = z.object({
  status: z.enum(["open", "complete", "expired"]),
  payment_status: z.enum(["paid", "unpaid"]),
  payment_intent: z.string().nullable(),
  order_id: z.number(),
  amount_total: z.number(),
  currency: z.string(),
  lines: z.array(z.object({ title: z.string(), amount: z.number() })),
  customer_email: z.string(),
  locale: z.string(),
  success_url: z.string(),
  cancel_url: z.string(),
  /** Unix seconds, as Stripe's. */
  expires_at: z.number(),
});

export const testChargeSchema = z.object({
  payment_intent: z.string(),
  amount: z.number(),
  amount_refunded: z.number(),
  currency: z.string(),
});

export type TestSession = z.infer<typeof testSessionSchema>;
export type TestKind = "account" | "account_link" | "checkout.session" | "charge";

export const testId = (prefix: string) => `${prefix}_test_${randomBytes(18).toString("base64url")}`;

/** Reads one object of a kind (locked for update inside a transaction when asked), or null. */
export async function readObject<T>(
  db: Db,
  kind: TestKind,
  id: string,
  schema: z.ZodType<T>,
  forUpdate = false,
): Promise<{ data: T; accountId: string | null } | null> {
  const query = db
    .select()
    .from(testPaymentObjects)
    .where(and(eq(testPaymentObjects.id, id), eq(testPaymentObjects.kind, kind)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) return null;
  const parsed = schema.safeParse(row.data);
  return parsed.success ? { data: parsed.data, accountId: row.account_id } : null;
}

export async function insertObject(
  db: Db,
  kind: TestKind,
  id: string,
  accountId: string | null,
  data: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .insert(testPaymentObjects)
    .values({ id, kind, account_id: accountId, data })
    .onConflictDoNothing()
    .returning({ id: testPaymentObjects.id });
  return rows.length > 0;
}

export async function updateObject(db: Db, id: string, data: Record<string, unknown>): Promise<void> {
  await db.update(testPaymentObjects).set({ data, updated_at: sql`now()` }).where(eq(testPaymentObjects.id, id));
}

/** The charge of a payment intent on an account. */
export async function chargeOfIntent(db: Db, accountId: string, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(testPaymentObjects)
    .where(
      and(
        eq(testPaymentObjects.kind, "charge"),
        eq(testPaymentObjects.account_id, accountId),
        sql`${testPaymentObjects.data}->>'payment_intent' = ${paymentIntentId}`,
      ),
    )
    .for("update");
  if (!row) return null;
  const parsed = testChargeSchema.safeParse(row.data);
  return parsed.success ? { id: row.id, data: parsed.data } : null;
}

const SECRET_NAME = "test_payments_webhook_secret";
const secrets = new WeakMap<Database, Promise<string>>();

/**
 * The secret the test provider signs its webhook deliveries with, shared by every process of this database (made
 * on first use; the loser of a race reads the winner's).
 */
export function testWebhookSecret(db: Database): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: SECRET_NAME, value: `whsec_${randomBytes(24).toString("base64url")}` })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
      if (!row) throw new Error("test payments secret missing after insert");
      return row.value;
    })();
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}
