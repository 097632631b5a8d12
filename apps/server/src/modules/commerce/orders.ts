import {
  isCurrencyCode,
  ORDERS_PER_PAGE,
  type Order,
  type OrderListQuery,
  parseCartKey,
} from "@coursewright/course-model";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import {
  courseShares,
  hubEntitlements,
  type OrderLineRow,
  type OrderRow,
  orderLines,
  orders,
  type UserRow,
  users,
} from "../../db/schema";
import { errors } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import type { Db } from "../courses/db";

/** Who reads an order: its buyer, or the creator who sold it. */
export type OrderViewer = "buyer" | "seller";

export async function viewableOrder(
  db: Db,
  user: UserRow,
  orderId: number,
): Promise<{ order: OrderRow; as: OrderViewer }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw errors.notFound();
  authorize(policies.readOrder(user, order));
  return { order, as: order.seller_id === user.id ? "seller" : "buyer" };
}

/** The shares the buyer plays this order's courses through (active entitlements of its lines). */
async function sharesOf(db: Db, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ course_id: hubEntitlements.course_id, share_id: courseShares.id })
    .from(hubEntitlements)
    .innerJoin(
      courseShares,
      and(
        eq(courseShares.hub_id, hubEntitlements.hub_id),
        eq(courseShares.course_id, hubEntitlements.course_id),
        isNull(courseShares.revoked_at),
      ),
    )
    .where(and(inArray(hubEntitlements.order_line_id, lineIds), isNull(hubEntitlements.revoked_at)));
  return rows.sort((a, b) => a.course_id - b.course_id);
}

type Buyer = Pick<UserRow, "id" | "name" | "email">;

function presentOrder(
  order: OrderRow,
  lines: OrderLineRow[],
  buyer: Buyer,
  shares: Order["shares"],
  as: OrderViewer,
): Order {
  return {
    id: order.id,
    hub_id: order.hub_id ?? 0,
    hub_name: order.hub_name,
    status: order.status,
    currency: isCurrencyCode(order.currency) ? order.currency : "EUR",
    total: order.total,
    refunded: order.refunded,
    platform_fee: order.platform_fee,
    buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      item_id: line.item_id,
      title: line.title,
      price: line.price,
      course_ids: line.course_ids,
    })),
    provider: order.provider,
    created_at: order.created_at.toISOString(),
    paid_at: order.paid_at?.toISOString() ?? null,
    access_revoked: order.access_revoked,
    checkout_url: as === "buyer" && order.status === "pending" ? order.checkout_url : null,
    shares: as === "buyer" ? shares : [],
  };
}

/** Orders as their buyer or seller sees them, lines and buyers in two more queries. */
export async function presentOrders(db: Db, rows: OrderRow[], as: OrderViewer): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, buyers] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.order_id, ids)).orderBy(asc(orderLines.id)),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.buyer_id),
        ),
      ),
  ]);
  const shares =
    as === "buyer"
      ? await sharesOf(
          db,
          lines.map((line) => line.id),
        )
      : [];
  return rows.map((row) => {
    const own = lines.filter((line) => line.order_id === row.id);
    const buyer = buyers.find((candidate) => candidate.id === row.buyer_id) ?? {
      id: row.buyer_id,
      name: "",
      email: "",
    };
    const courseIds = new Set(own.flatMap((line) => line.course_ids));
    return presentOrder(
      row,
      own,
      buyer,
      shares.filter((share) => courseIds.has(share.course_id)),
      as,
    );
  });
}

export async function presentOne(db: Db, row: OrderRow, as: OrderViewer): Promise<Order> {
  const [order] = await presentOrders(db, [row], as);
  if (!order) throw new Error("order presentation lost the order");
  return order;
}

/** The creator's orders matching the filters (hub, item, status, UTC dates inclusive). */
function sellerFilter(sellerId: number, query: Omit<OrderListQuery, "page">): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(orders.seller_id, sellerId)];
  if (query.hub_id !== undefined) where.push(eq(orders.hub_id, query.hub_id));
  if (query.status !== undefined) where.push(eq(orders.status, query.status));
  if (query.from !== undefined) where.push(gte(orders.created_at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to !== undefined) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(orders.created_at, end));
  }
  const item = query.item ? parseCartKey(query.item) : null;
  if (item) {
    where.push(
      sql`exists (select 1 from ${orderLines} where ${orderLines.order_id} = ${orders.id}
                   and ${orderLines.kind} = ${item.kind} and ${orderLines.item_id} = ${item.id})`,
    );
  }
  return and(...where);
}

export async function listSellerOrders(db: Db, sellerId: number, query: OrderListQuery) {
  const where = sellerFilter(sellerId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset((query.page - 1) * ORDERS_PER_PAGE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { data: await presentOrders(db, rows, "seller"), total: total?.n ?? 0 };
}

/** Most rows one export writes. */
export const ORDERS_EXPORT_MAX = 50_000;

export async function exportSellerOrders(db: Db, sellerId: number, query: Omit<OrderListQuery, "page">) {
  const rows = await db
    .select()
    .from(orders)
    .where(sellerFilter(sellerId, query))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(ORDERS_EXPORT_MAX);
  return presentOrders(db, rows, "seller");
}
