import {
  type CheckedCart,
  type CheckoutRequest,
  type CheckoutStarted,
  isCurrencyCode,
  landingPath,
  parseLandingPath,
} from "@coursewright/course-model";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type HubRow, type OrderRow, orderLines, orders, type UserRow } from "../../db/schema";
import { HttpError, isUniqueViolation, ValidationError } from "../../http/errors";
import { requestLanguage } from "../../http/i18n";
import type { Signer } from "../../http/signing";
import { platformFee } from "../../payments";
import { presentHubImage } from "../hubs/images";
import { landingLinks } from "../hubs/landingPresenter";
import type { LandingSnapshot } from "../hubs/snapshot";
import { CHECKOUT_MINUTES, type Commerce, HOLD_GRACE_MINUTES } from "./context";
import { closeOrder, syncOrder } from "./fulfil";
import { type CheckedItem, checkItems } from "./items";
import { payoutAccountOf } from "./payouts";
import { takeSeat } from "./seats";
import { buyerOf } from "./shortRegistration";

export const providerUnavailable = () =>
  new HttpError(502, "payment_provider_unavailable", "commerce.provider_unavailable");

/** The hub creator's account, when it can take charges now. */
async function activeAccount(c: Commerce, hub: HubRow) {
  const payout = await payoutAccountOf(c.db, hub.user_id);
  return payout && payout.status === "active" && payout.provider === c.payments.name ? payout : null;
}

function imageOf(snapshot: LandingSnapshot, signer: Signer, checked: CheckedItem): string | null {
  const id = checked.item?.image_media_id ?? null;
  return presentHubImage(landingLinks(snapshot, signer), snapshot.media, id)?.url ?? null;
}

/** POST .../cart/check: every key with its price now and what stands in the way of buying it. */
export async function checkCart(
  c: Commerce,
  snapshot: LandingSnapshot,
  signer: Signer,
  user: UserRow | null,
  keys: string[],
): Promise<CheckedCart> {
  const { hub } = snapshot;
  const enabled = (await activeAccount(c, hub)) !== null;
  const checked = await checkItems(c.db, hub, user, keys, enabled);
  const currency = isCurrencyCode(hub.currency) ? hub.currency : "EUR";
  return {
    hub_id: hub.id,
    currency,
    items: checked.map((entry) => ({
      key: entry.key,
      kind: entry.ref.kind,
      id: entry.ref.id,
      title: entry.item?.title ?? "",
      price: entry.item?.price ?? 0,
      image_url: imageOf(snapshot, signer, entry),
      problem: entry.problem,
    })),
    total: checked.reduce((sum, entry) => sum + (entry.problem === null ? (entry.item?.price ?? 0) : 0), 0),
    payments_enabled: enabled,
    provider_mode: c.payments.mode,
  };
}

/** Per item, in the cart's order, why it cannot be bought (the 422 of a checkout). */
function refuseProblems(checked: CheckedItem[]): void {
  const fields: Record<string, { key: string; params?: Record<string, string> }[]> = {};
  checked.forEach((entry, index) => {
    if (entry.problem === null) return;
    const title = entry.item?.title ?? entry.key;
    fields[`items.${index}`] = [{ key: `commerce.problem.${entry.problem}`, params: { title } }];
  });
  if (Object.keys(fields).length > 0)
    throw new ValidationError(fields, { id: "cart_refused", key: "commerce.cart_refused" });
}

/** The landing page to come back to: the request's when it is one of this hub's, else the hub's home. */
function returnPathOf(hub: HubRow, path: string | undefined): string {
  const parsed = path ? parseLandingPath(path.split(/[?#]/)[0] ?? "") : null;
  return parsed && parsed.hubId === hub.id
    ? landingPath(parsed, hub.slug)
    : landingPath({ page: "home", hubId: hub.id }, hub.slug);
}

const cartKeyOf = (keys: readonly string[]) => [...keys].sort().join(",");

/**
 * Starts paying for a cart: prices and availability read again from the database, an order with its lines and the
 * events' seats held in one transaction, then the provider's checkout session (Idempotency-Key order-{id}-checkout).
 * The same cart while its order is pending reopens that order; another pending order of the buyer in the hub is
 * ended first, so nothing can be paid twice.
 */
export async function startCheckout(
  c: Commerce,
  request: FastifyRequest,
  hub: HubRow,
  body: CheckoutRequest,
): Promise<CheckoutStarted> {
  const account = await activeAccount(c, hub);
  const signedIn = request.session?.user ?? null;
  // Checked before a short registration makes an account: a refused cart makes nothing.
  refuseProblems(await checkItems(c.db, hub, signedIn, body.items, account !== null));
  if (!account) throw new Error("no active account after the check");
  const { user, result } = await buyerOf(c, request, body.buyer);
  const cartKey = cartKeyOf(body.items);

  const open = await pendingOrders(c, user.id, hub.id);
  const returnPath = returnPathOf(hub, body.return_path);
  for (const order of open) {
    // Reopened only from the same page: the session's way back is fixed when it is made, and one started on
    // another page would bring the buyer back there (a new order instead; the old one is ended, never paid twice).
    const live =
      order.cart_key === cartKey &&
      order.return_path === returnPath &&
      order.checkout_url &&
      order.expires_at.getTime() > Date.now() + 120_000;
    if (live && order.provider === c.payments.name) {
      return { order_id: order.id, checkout_url: order.checkout_url ?? "", ...result };
    }
    await endPending(c, order);
  }
  // What was owned may have changed while the others ended (a pending one turned out paid).
  const checked = await checkItems(c.db, hub, user, body.items, true);
  refuseProblems(checked);

  const order = await createOrder(c, request, hub, user, account.account_id, checked, cartKey, body.return_path);
  if ("existing" in order) {
    return { order_id: order.existing.id, checkout_url: order.existing.checkout_url ?? "", ...result };
  }
  const { row, lines } = order;
  const success = `${c.config.publicUrl}/api/checkout/return?order_id=${row.id}&session_id={CHECKOUT_SESSION_ID}`;
  const cancel = `${c.config.publicUrl}${row.return_path}?checkout=cancelled&order_id=${row.id}`;
  try {
    const session = await c.payments.createCheckout({
      orderId: row.id,
      accountId: account.account_id,
      currency: row.currency,
      lines: lines.map((line) => ({ title: line.title, amount: line.price })),
      applicationFee: row.platform_fee,
      customerEmail: user.email,
      locale: requestLanguage(request),
      successUrl: success,
      cancelUrl: cancel,
      expiresAt: row.expires_at,
      idempotencyKey: `order-${row.id}-checkout`,
    });
    await c.db
      .update(orders)
      .set({ session_id: session.id, checkout_url: session.url, updated_at: sql`now()` })
      .where(eq(orders.id, row.id));
    return { order_id: row.id, checkout_url: session.url ?? "", ...result };
  } catch (error) {
    c.log.error({ err: error, orderId: row.id }, "checkout session creation failed");
    await closeOrder(c, row.id, "failed");
    throw providerUnavailable();
  }
}

async function pendingOrders(c: Commerce, buyerId: number, hubId: number): Promise<OrderRow[]> {
  return c.db
    .select()
    .from(orders)
    .where(and(eq(orders.buyer_id, buyerId), eq(orders.hub_id, hubId), eq(orders.status, "pending")));
}

/** Ends another pending order of the buyer (expired at the provider first; paid after all: it is fulfilled). */
async function endPending(c: Commerce, order: OrderRow): Promise<void> {
  if (!order.session_id || order.provider !== c.payments.name) {
    await closeOrder(c, order.id, "failed");
    return;
  }
  try {
    await c.payments.expireCheckout(order.provider_account_id, order.session_id, `order-${order.id}-expire`);
  } catch (error) {
    c.log.error({ err: error, orderId: order.id }, "expiring a replaced checkout failed");
    throw providerUnavailable();
  }
  const synced = await syncOrder(c, order);
  if (synced.status === "pending") await closeOrder(c, order.id, "expired");
}

type Created = { row: OrderRow; lines: { title: string; price: number }[] } | { existing: OrderRow };

async function createOrder(
  c: Commerce,
  request: FastifyRequest,
  hub: HubRow,
  buyer: UserRow,
  accountId: string,
  checked: CheckedItem[],
  cartKey: string,
  returnPath: string | undefined,
): Promise<Created> {
  const items = checked.flatMap((entry) => (entry.item ? [entry.item] : []));
  const total = items.reduce((sum, item) => sum + item.price, 0);
  const expiresAt = new Date(Date.now() + CHECKOUT_MINUTES * 60_000);
  const holdUntil = new Date(expiresAt.getTime() + HOLD_GRACE_MINUTES * 60_000);
  try {
    const row = await c.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          hub_id: hub.id,
          hub_name: hub.name,
          seller_id: hub.user_id,
          buyer_id: buyer.id,
          currency: hub.currency,
          total,
          platform_fee: platformFee(total, c.config.platformFeePercent),
          provider: c.payments.name,
          provider_account_id: accountId,
          cart_key: cartKey,
          locale: requestLanguage(request),
          return_path: returnPathOf(hub, returnPath),
          expires_at: expiresAt,
        })
        .returning();
      if (!order) throw new Error("order insert returned nothing");
      for (const item of items) {
        const [line] = await tx
          .insert(orderLines)
          .values({
            order_id: order.id,
            kind: item.kind,
            item_id: item.id,
            title: item.title,
            price: item.price,
            course_ids: item.course_ids,
          })
          .returning({ id: orderLines.id });
        if (!line || !item.event) continue;
        const seat = await takeSeat(tx, {
          eventId: item.event.id,
          userId: buyer.id,
          status: "held",
          holdExpiresAt: holdUntil,
          orderId: order.id,
          orderLineId: line.id,
        });
        // Someone else took the last seat since the check: nothing of this order stays.
        if ("refused" in seat) {
          const index = checked.findIndex((entry) => entry.item === item);
          const problem = seat.refused === "gone" ? "not_sold" : seat.refused;
          refuseProblems(
            checked.map((entry, at) => (at === index ? { ...entry, problem } : { ...entry, problem: null })),
          );
        }
      }
      return order;
    });
    return { row, lines: items.map((item) => ({ title: item.title, price: item.price })) };
  } catch (error) {
    // The same cart checked out twice at once: the first order is the one.
    if (!isUniqueViolation(error)) throw error;
    const existing = await concurrentOrder(c, buyer.id, hub.id, cartKey);
    if (!existing) throw error;
    return { existing };
  }
}

/** The pending order another request is making for the same cart, once it has its checkout address. */
async function concurrentOrder(c: Commerce, buyerId: number, hubId: number, cartKey: string) {
  for (let tries = 0; tries < 50; tries++) {
    const [found] = await c.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.buyer_id, buyerId),
          eq(orders.hub_id, hubId),
          eq(orders.cart_key, cartKey),
          eq(orders.status, "pending"),
        ),
      );
    if (!found) return null;
    if (found.checkout_url) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw providerUnavailable();
}
