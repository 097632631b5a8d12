// Selling (issue 19) against PostgreSQL, with the built-in test provider (no Stripe round trips: what is measured
// is the server's own work):
// 1. checkout creation: BENCH_CHECKOUTS buyers (default 300) each check out a priced course, BENCH_CONCURRENCY
//    (default 10) at a time; p50/p99 of POST .../checkout (an order, its line, the provider session).
// 2. signed webhooks: each of those sessions is marked paid at the provider, then its checkout.session.completed is
//    delivered BENCH_COPIES times (default 3: twice with the same event id, once more with another id, so replays
//    and duplicates both come), signed like Stripe's, all at once BENCH_CONCURRENCY at a time. Figures: events
//    processed per second, and the duplicate fulfilments (orders fulfilled, entitlements, receipts against the
//    number of orders: must be 0).
// The load generator is this process (fetch with keep-alive), sharing the two cores with the server.
import { spawnSync } from "node:child_process";
import Stripe from "stripe";
import { jsonHeaders, percentile } from "./lib/course.mjs";
import { startServer } from "./lib/server.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const COPIES = Number(process.env.BENCH_COPIES ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3260);

function psql(url, sql) {
  const result = spawnSync("psql", [url, "-qAtc", sql], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim();
}

async function call(base, method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: token ? jsonHeaders(token) : { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `tasks` (functions) `concurrency` at a time; the wall time in ms. */
async function pool(tasks, concurrency) {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) await tasks[next++]();
    }),
  );
  return performance.now() - started;
}

/** A creator's published hub with one course at 9.00 EUR, payouts active through the test provider. */
async function shop(base) {
  const token = await registerCreator(base, "selling-bench@example.com");
  const course = (await call(base, "POST", "/api/courses", token, { title: "Bench course" })).data;
  const hub = (await call(base, "POST", "/api/course_hubs", token, { name: "Bench shop" })).data;
  await call(base, "PUT", `/api/course_hubs/${hub.id}`, token, { visibility: "public", published: true });
  await call(base, "PUT", `/api/course_hubs/${hub.id}/courses`, token, {
    courses: [{ course_id: course.id, price: 900 }],
  });
  const link = (await call(base, "POST", "/api/payouts/connect", token, {})).data.url;
  const activated = await fetch(`${base}${new URL(link).pathname}`, { method: "POST", redirect: "manual" });
  if (activated.status !== 303) throw new Error(`test onboarding answered ${activated.status}`);
  return { hubId: hub.id, courseId: course.id };
}

export async function run() {
  const server = await startServer({ name: "coursewright_bench_selling", port: PORT });
  try {
    const { base, databaseUrl } = server;
    const { hubId, courseId } = await shop(base);
    // Buyers made straight in the database (registration's scrypt is not what is measured), with sign-ins.
    psql(
      databaseUrl,
      `insert into users (name, email, password_hash, locale, permissions)
         select 'Buyer ' || n, 'buyer-' || n || '@bench.test', 'x', 'en', '{}' from generate_series(1, ${CHECKOUTS}) n;
       insert into access_tokens (user_id, token_hash, expires_at)
         select id, encode(sha256(convert_to('bench-token-' || id, 'UTF8')), 'hex'), now() + interval '1 day'
           from users where email like 'buyer-%@bench.test';`,
    );
    const ids = psql(databaseUrl, "select id from users where email like 'buyer-%@bench.test' order by id")
      .split("\n")
      .map(Number);
    const latencies = [];
    const orders = [];
    const checkoutMs = await pool(
      ids.map((id) => async () => {
        const started = performance.now();
        const answer = await call(base, "POST", `/api/course_hubs/landing/${hubId}/checkout`, `bench-token-${id}`, {
          items: [`course:${courseId}`],
        });
        latencies.push(performance.now() - started);
        orders.push(answer.data.order_id);
      }),
      CONCURRENCY,
    );

    // Paid at the provider; the webhooks are what tells the app.
    psql(
      databaseUrl,
      `update test_payment_objects set data = data || jsonb_build_object('status', 'complete',
         'payment_status', 'paid', 'payment_intent', 'pi_bench_' || id) where kind = 'checkout.session'`,
    );
    const secret = psql(databaseUrl, "select value from app_secrets where name = 'test_payments_webhook_secret'");
    const sessions = psql(databaseUrl, "select session_id || ' ' || provider_account_id from orders order by id")
      .split("\n")
      .map((line) => line.split(" "));
    const deliveries = sessions.flatMap(([session, account], index) =>
      Array.from({ length: COPIES }, (_, copy) => {
        const body = JSON.stringify({
          id: `evt_bench_${index}_${copy === 1 ? 0 : copy}`,
          object: "event",
          type: "checkout.session.completed",
          account,
          data: { object: { id: session, object: "checkout.session" } },
        });
        return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
      }),
    );
    let handled = 0;
    const webhookMs = await pool(
      deliveries.map((delivery) => async () => {
        const res = await fetch(`${base}/api/payments/connect_webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
          body: delivery.body,
        });
        const answer = await res.json();
        if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
        if (answer.handled) handled++;
      }),
      CONCURRENCY,
    );
    const fulfilled = Number(psql(databaseUrl, "select count(*) from orders where status = 'fulfilled'"));
    const entitlements = Number(psql(databaseUrl, "select count(*) from hub_entitlements where source = 'order'"));
    const receipts = Number(psql(databaseUrl, "select count(*) from mail_outbox where subject like 'Your order%'"));
    const duplicates = Math.max(0, entitlements - orders.length) + Math.max(0, receipts - orders.length);
    return [
      "| measure | value |",
      "|---|---:|",
      `| checkouts (${CONCURRENCY} at a time) | ${orders.length} in ${(checkoutMs / 1000).toFixed(1)} s (${(orders.length / (checkoutMs / 1000)).toFixed(0)}/s) |`,
      `| checkout p50 / p99 ms | ${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 99).toFixed(0)} |`,
      `| signed webhook deliveries (${COPIES} per order, ${CONCURRENCY} at a time) | ${deliveries.length} in ${(webhookMs / 1000).toFixed(1)} s |`,
      `| webhooks processed per second | ${(deliveries.length / (webhookMs / 1000)).toFixed(0)} |`,
      `| deliveries that did something (distinct event ids) | ${handled} |`,
      `| orders fulfilled / entitlements / receipts | ${fulfilled} / ${entitlements} / ${receipts} (of ${orders.length}) |`,
      `| duplicate fulfilments | ${duplicates} |`,
    ].join("\n");
  } finally {
    await server.stop();
  }
}
