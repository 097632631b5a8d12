import { idParamSchema, ORDERS_PER_PAGE, orderListQuerySchema, refundRequestSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { OrderRow } from "../../db/schema";
import { authenticate, requireUser } from "../../http/auth";
import { errors } from "../../http/errors";
import { requirePermission } from "../../http/policies";
import type { App } from "../../http/types";
import { paginatedSchema } from "../courses/schemas";
import { paginated } from "../media/paging";
import { toCsv } from "../reports/csv";
import type { Commerce } from "./context";
import { orderById, syncOrder } from "./fulfil";
import { exportSellerOrders, listSellerOrders, presentOne, viewableOrder } from "./orders";
import { refundOrder } from "./refunds";
import { orderSchema } from "./schemas";

const TAGS = ["selling"];
const FILTERS =
  "Filters: hub_id, item (course:12, bundle:3, event:5), status, from and to (YYYY-MM-DD, UTC, inclusive).";

/** Orders: the creator's sales (list, CSV, refunds), the buyer's success page, the way back from paying. */
export function orderRoutes(app: App, c: Commerce): void {
  const { db } = c;
  const signedIn = authenticate(db);
  const creator = [signedIn, requirePermission("create_course")];
  const orderParams = z.object({ orderId: idParamSchema });
  const exportQuery = orderListQuerySchema.omit({ page: true });

  app.get(
    "/api/orders",
    {
      schema: {
        tags: TAGS,
        summary: `The signed-in creator's sales, newest first (${ORDERS_PER_PAGE} per page)`,
        description: FILTERS,
        querystring: orderListQuerySchema,
        response: { 200: paginatedSchema(orderSchema) },
      },
      preHandler: creator,
    },
    async (request) => {
      const { data, total } = await listSellerOrders(db, requireUser(request).id, request.query);
      return paginated(request, data, request.query.page, total, ORDERS_PER_PAGE);
    },
  );

  app.get(
    "/api/orders/export.csv",
    {
      schema: {
        tags: TAGS,
        summary: "The creator's sales as CSV (the list's filters, every page, at most 50,000 orders)",
        description:
          `${FILTERS} One row per order line; amounts in minor units of the currency. UTF-8 with a byte order ` +
          "mark; cells that would start a spreadsheet formula are prefixed with an apostrophe.",
        querystring: exportQuery,
        produces: ["text/csv"],
      },
      preHandler: creator,
    },
    async (request, reply) => {
      const found = await exportSellerOrders(db, requireUser(request).id, request.query);
      const header = [
        "order_id",
        "created_at",
        "paid_at",
        "status",
        "hub_id",
        "hub_name",
        "buyer_name",
        "buyer_email",
        "item",
        "title",
        "price",
        "currency",
        "order_total",
        "refunded",
        "platform_fee",
        "access_revoked",
      ];
      const rows = found.flatMap((order) =>
        order.lines.map((line) => [
          order.id,
          order.created_at,
          order.paid_at,
          order.status,
          order.hub_id,
          order.hub_name,
          order.buyer.name,
          order.buyer.email,
          `${line.kind}:${line.item_id}`,
          line.title,
          line.price,
          order.currency,
          order.total,
          order.refunded,
          order.platform_fee,
          order.access_revoked,
        ]),
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="orders.csv"')
        .header("cache-control", "no-store")
        .send(toCsv(header, rows));
    },
  );

  app.get(
    "/api/orders/:orderId",
    {
      schema: {
        tags: TAGS,
        summary: "An order, for its buyer (the success page) or the creator who sold it",
        description:
          "Others 403. For the buyer a pending order is first checked with the payment provider (the success page " +
          "may ask before the provider's webhook arrives), so it answers fulfilled as soon as the payment is " +
          "through; data.shares then names the shares that play the courses it gave.",
        params: orderParams,
        response: { 200: z.object({ data: orderSchema }) },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { order, as } = await viewableOrder(db, requireUser(request), request.params.orderId);
      const current = as === "buyer" && ["pending", "paid"].includes(order.status) ? await settle(c, order) : order;
      return { data: await presentOne(db, current, as) };
    },
  );

  app.post(
    "/api/orders/:orderId/refund",
    {
      schema: {
        tags: TAGS,
        summary: "Refund an order in full (no amount) or in part; revoke_access takes back what it gave",
        description:
          "The creator who sold it only (others 403). Revocation ends this order's course entitlements and event " +
          "bookings and nothing else: a course the learner also has from a free enrolment, a share or another " +
          "order stays theirs. 422 not_refundable (not paid, or refunded in full), order_disputed, amount above " +
          "what is left; 502 payment_provider_unavailable (nothing refunded). The buyer is told by e-mail.",
        params: orderParams,
        body: refundRequestSchema,
        response: { 200: z.object({ data: orderSchema }) },
      },
      preHandler: creator,
    },
    async (request) => {
      const order = await refundOrder(c, requireUser(request), request.params.orderId, request.body);
      return { data: await presentOne(db, order, "seller") };
    },
  );

  app.get(
    "/api/checkout/return",
    {
      schema: {
        tags: TAGS,
        summary: "Where the payment provider sends the buyer after paying: the order is settled, then the landing page",
        description:
          "Public (no sign-in travels with the redirect): the session id must be the order's. The payment is read " +
          "from the provider and the order fulfilled if paid (whether or not the webhook came first; it is done " +
          "once), then 303 to the order's return_path?checkout=success&order_id={id}. Anything else 404.",
        querystring: z.object({ order_id: idParamSchema, session_id: z.string().max(255) }),
      },
    },
    async (request, reply) => {
      const order = await orderById(c, request.query.order_id);
      if (!order || order.session_id === null || order.session_id !== request.query.session_id) {
        throw errors.notFound();
      }
      await settle(c, order);
      return reply.redirect(`${order.return_path}?checkout=success&order_id=${order.id}`, 303);
    },
  );
}

/** The order brought in line with the provider; as it was when the provider cannot be reached now. */
async function settle(c: Commerce, order: OrderRow): Promise<OrderRow> {
  try {
    return await syncOrder(c, order);
  } catch (error) {
    // The success page asks again; the webhook and the job settle it anyway.
    c.log.warn({ err: error, orderId: order.id }, "settling an order with the provider failed");
    return order;
  }
}
