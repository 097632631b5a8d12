// A Stripe-compatible fake server for the selling tests: a small Fastify app answering the endpoints the Stripe
// provider calls, with per-account state keyed by the Stripe-Account header, Idempotency-Key replays, and
// webhook bodies signed with the stripe library's own test-header helper. No test needs the internet.
import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import Stripe from "stripe";
import type { Config } from "../config";
import type { Database } from "../db/open";
import { StripeProvider } from "../payments/stripeProvider";

export const FAKE_SECRET_KEY = "sk_test_fake";
export const FAKE_WEBHOOK_SECRET = "whsec_fake_platform";
export const FAKE_CONNECT_WEBHOOK_SECRET = "whsec_fake_connect";

type Obj = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  method: string;
  path: string;
  account: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (a[b][0][c]=1) read back into objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next === "object" && next !== null) node = next as Record<string, unknown>;
      else {
        const made: Record<string, unknown> = {};
        node[part] = made;
        node = made;
      }
    });
  }
  return root;
}

/** { "0": x, "1": y } as [x, y] (form-encoded arrays). */
const list = (value: unknown): Record<string, unknown>[] =>
  typeof value === "object" && value !== null
    ? Object.values(value).filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null)
    : [];
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const num = (value: unknown): number => Number(value ?? 0);

function missing(reply: FastifyReply, what: string) {
  return reply.code(404).send({
    error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
  });
}

export class StripeFake {
  readonly requests: RecordedRequest[] = [];
  /** Objects per connected account (platform objects under ""). */
  readonly #accounts = new Map<string, Map<string, Obj>>();
  readonly #replies = new Map<string, { status: number; body: unknown }>();
  #app: FastifyInstance | null = null;
  port = 0;
  /** Makes the next N calls answer 500 (a provider outage). */
  failNext = 0;

  #store(account: string | null): Map<string, Obj> {
    const key = account ?? "";
    let store = this.#accounts.get(key);
    if (!store) {
      store = new Map();
      this.#accounts.set(key, store);
    }
    return store;
  }

  object(account: string | null, id: string): Obj | undefined {
    return this.#store(account).get(id);
  }

  async start(): Promise<void> {
    const app = Fastify();
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, body, done) =>
      done(null, parseStripeForm(String(body))),
    );
    app.addHook("preHandler", async (request, reply) => {
      const account = request.headers["stripe-account"];
      const key = request.headers["idempotency-key"];
      const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      this.requests.push({
        method: request.method,
        path: request.url.split("?")[0] ?? request.url,
        account: typeof account === "string" ? account : null,
        idempotencyKey: typeof key === "string" ? key : null,
        body,
      });
      if (this.failNext > 0) {
        this.failNext--;
        return reply.code(500).send({ error: { type: "api_error", message: "fake outage" } });
      }
      const replay = typeof key === "string" ? this.#replies.get(`${account ?? ""}:${key}`) : undefined;
      if (replay) return reply.code(replay.status).send(replay.body);
    });
    app.addHook("onSend", async (request, reply, payload) => {
      const key = request.headers["idempotency-key"];
      const account = request.headers["stripe-account"];
      if (request.method === "POST" && typeof key === "string" && reply.statusCode < 500) {
        const id = `${account ?? ""}:${key}`;
        if (!this.#replies.has(id))
          this.#replies.set(id, { status: reply.statusCode, body: JSON.parse(String(payload)) });
      }
      return payload;
    });
    const accountOf = (headers: Record<string, unknown>) =>
      typeof headers["stripe-account"] === "string" ? headers["stripe-account"] : null;

    app.post("/v1/accounts", async () => {
      const id = newId("acct");
      const account: Obj = {
        id,
        object: "account",
        charges_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ["external_account", "tos_acceptance.date"] },
      };
      this.#store(null).set(id, account);
      return account;
    });
    app.get<{ Params: { id: string } }>("/v1/accounts/:id", async (request, reply) => {
      const account = this.#store(null).get(request.params.id);
      if (!account || account.deauthorized) return reply.code(403).send({ error: { type: "permission_error" } });
      return account;
    });
    app.post("/v1/account_links", async (request) => {
      const body = request.body as Record<string, unknown>;
      return {
        object: "account_link",
        url: `https://connect.stripe.test/setup/${text(body.account)}`,
        created: now(),
        expires_at: now() + 300,
      };
    });
    app.post("/v1/checkout/sessions", async (request) => {
      const account = accountOf(request.headers);
      const body = request.body as Record<string, unknown>;
      const lines = list(body.line_items);
      const amount = lines.reduce(
        (sum, line) => sum + num((line.price_data as Record<string, unknown>)?.unit_amount) * num(line.quantity),
        0,
      );
      const id = newId("cs_test");
      const session: Obj = {
        id,
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        amount_total: amount,
        currency: text((lines[0]?.price_data as Record<string, unknown>)?.currency),
        client_reference_id: text(body.client_reference_id),
        expires_at: num(body.expires_at),
        url: `https://checkout.stripe.test/${id}`,
        success_url: text(body.success_url),
        metadata: body.metadata ?? {},
      };
      this.#store(account).set(id, session);
      return session;
    });
    app.get<{ Params: { id: string } }>("/v1/checkout/sessions/:id", async (request, reply) => {
      const session = this.#store(accountOf(request.headers)).get(request.params.id);
      return session ?? missing(reply, "checkout session");
    });
    app.post<{ Params: { id: string } }>("/v1/checkout/sessions/:id/expire", async (request, reply) => {
      const session = this.#store(accountOf(request.headers)).get(request.params.id);
      if (!session) return missing(reply, "checkout session");
      if (session.status !== "open") {
        return reply.code(400).send({ error: { type: "invalid_request_error", message: "not open" } });
      }
      session.status = "expired";
      session.url = null;
      return session;
    });
    app.post("/v1/refunds", async (request, reply) => {
      const account = accountOf(request.headers);
      const body = request.body as Record<string, unknown>;
      const intent = this.#store(account).get(text(body.payment_intent));
      const charge = intent ? this.#store(account).get(text(intent.latest_charge)) : undefined;
      if (!charge) return missing(reply, "payment intent");
      const amount = num(body.amount) || num(charge.amount) - num(charge.amount_refunded);
      if (num(charge.amount_refunded) + amount > num(charge.amount)) {
        return reply.code(400).send({ error: { type: "invalid_request_error", code: "charge_already_refunded" } });
      }
      charge.amount_refunded = num(charge.amount_refunded) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      return { id: newId("re"), object: "refund", amount, charge: charge.id, status: "succeeded" };
    });
    app.get<{ Params: { id: string } }>("/v1/payment_intents/:id", async (request, reply) => {
      const store = this.#store(accountOf(request.headers));
      const intent = store.get(request.params.id);
      if (!intent) return missing(reply, "payment intent");
      return { ...intent, latest_charge: store.get(text(intent.latest_charge)) ?? intent.latest_charge };
    });
    for (const [path, what] of [
      ["/v1/charges/:id", "charge"],
      ["/v1/disputes/:id", "dispute"],
    ] as const) {
      app.get<{ Params: { id: string } }>(path, async (request, reply) => {
        const found = this.#store(accountOf(request.headers)).get(request.params.id);
        return found ?? missing(reply, what);
      });
    }
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
    this.#app = app;
  }

  async stop(): Promise<void> {
    await this.#app?.close();
  }

  /** The provider of the app under test, pointed at this server (a fresh Stripe for each app: ids start anew). */
  provider = (_config: Config, _db: Database) => {
    this.#accounts.clear();
    this.#replies.clear();
    this.requests.length = 0;
    return this.#provider();
  };

  #provider = () =>
    new StripeProvider({
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      connectWebhookSecret: FAKE_CONNECT_WEBHOOK_SECRET,
      api: { host: "127.0.0.1", port: this.port, protocol: "http" },
    });

  // ---- What happens at Stripe outside our calls --------------------------------------------------------------------

  /** A connected account, as onboarding leaves it. */
  setAccount(id: string, changes: Partial<{ charges_enabled: boolean; deauthorized: boolean }>): void {
    const account = this.#store(null).get(id);
    if (!account) throw new Error(`no fake account ${id}`);
    Object.assign(
      account,
      changes,
      changes.charges_enabled ? { details_submitted: true, requirements: { currently_due: [] } } : {},
    );
  }

  /** The buyer pays a session: its payment intent and charge appear on the account. */
  pay(account: string, sessionId: string): { paymentIntent: string; charge: string } {
    const store = this.#store(account);
    const session = store.get(sessionId);
    if (!session) throw new Error(`no fake session ${sessionId}`);
    const paymentIntent = newId("pi");
    const charge = newId("ch");
    store.set(charge, {
      id: charge,
      object: "charge",
      amount: session.amount_total,
      amount_refunded: 0,
      payment_intent: paymentIntent,
    });
    store.set(paymentIntent, { id: paymentIntent, object: "payment_intent", latest_charge: charge });
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: paymentIntent, url: null });
    return { paymentIntent, charge };
  }

  /** The session's time runs out. */
  expire(account: string, sessionId: string): void {
    const session = this.#store(account).get(sessionId);
    if (session && session.status === "open") Object.assign(session, { status: "expired", url: null });
  }

  /** A dispute of a payment, with its status (needs_response, won, lost...). */
  dispute(account: string, paymentIntent: string, status: string, id = newId("dp")): string {
    this.#store(account).set(id, { id, object: "dispute", payment_intent: paymentIntent, status });
    return id;
  }

  /** A webhook delivery: its body and the Stripe-Signature header, signed with the endpoint's secret. */
  delivery(
    type: string,
    object: { id: string; object: string },
    account: string | null,
    options: { secret?: string; id?: string } = {},
  ): { body: string; signature: string; id: string } {
    const id = options.id ?? newId("evt");
    const body = JSON.stringify({
      id,
      object: "event",
      type,
      created: now(),
      livemode: false,
      ...(account ? { account } : {}),
      data: { object },
    });
    const secret = options.secret ?? (account ? FAKE_CONNECT_WEBHOOK_SECRET : FAKE_WEBHOOK_SECRET);
    return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }), id };
  }
}
