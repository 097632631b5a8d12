// The Assignment and Grade Services side of the test platform (AGS 2.0 and the Security Framework's client
// credentials grant): a token endpoint that checks the tool's signed assertion, line items and their scores. It
// records what it was sent, so tests assert the requests a real platform would receive.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createLocalJWKSet, type JWK, type JWTPayload, jwtVerify } from "jose";
import { createMemberships, type PlatformMemberships } from "./platformMemberships";

export interface ReceivedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface LineItem {
  id: string;
  scoreMaximum: number;
  label: string;
  resourceLinkId?: string;
  resourceId?: string;
}

/** The score the platform keeps for a learner on a line item: the one with the newest timestamp (AGS 2.0 3.4.6). */
export interface KeptScore {
  lineitem: string;
  userId: string;
  timestamp: string;
  activityProgress: string;
  gradingProgress: string;
  scoreGiven?: number;
}

export interface PlatformServices extends PlatformMemberships {
  /** The tool's published keys, which the token endpoint checks assertions with (none: every assertion fails). */
  trustTool(jwks: { keys: JWK[] }): void;
  /** The next `count` token requests answer 503 (the platform down). */
  failTokenRequests(count: number): void;
  /** Every token issued so far stops working (as when the platform restarts or revokes them). */
  revokeTokens(): void;
  /** The verified client assertions and asked scopes, in order. */
  tokenRequests(): { assertion: JWTPayload; scope: string }[];
  /** Every call to the line items and scores, in order. */
  calls(): ReceivedCall[];
  lineItems(): LineItem[];
  /** A line item made by the platform itself (as when a deep-linked item with a lineItem was stored). */
  addLineItem(item: Omit<LineItem, "id">): LineItem;
  /** The scores the platform keeps, one per line item and learner. */
  keptScores(): KeptScore[];
  /** Whether the platform refuses (400) scores without scoreGiven, as a platform taking only grades may. */
  refuseUngradedScores(refuse: boolean): void;
  /** Every score refused with this status and JSON answer until called with null (a closed grade item, say). */
  refuseScores(refusal: { status: number; body: unknown } | null): void;
  /** The launch's AGS endpoint claim: the line item given, or only the container. */
  agsClaim(options: { lineitem?: string; scopes?: string[] }): Record<string, unknown>;
}

const SCOPES = {
  lineitem: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
  score: "https://purl.imsglobal.org/spec/lti-ags/scope/score",
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const json = (response: ServerResponse, status: number, body: unknown, type = "application/json") =>
  response.writeHead(status, { "content-type": type }).end(JSON.stringify(body));

export function createPlatformServices(base: string, clientId: () => string) {
  let toolKeys: ReturnType<typeof createLocalJWKSet> | null = null;
  let tokenFailures = 0;
  let revoked = 0;
  const issuedTokens = new Set<string>();
  const tokenLog: { assertion: JWTPayload; scope: string }[] = [];
  const received: ReceivedCall[] = [];
  const items: LineItem[] = [];
  const kept = new Map<string, KeptScore>();
  let refuseUngraded = false;
  let refusal: { status: number; body: unknown } | null = null;
  const memberships = createMemberships(base);

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    if (tokenFailures > 0) {
      tokenFailures--;
      return json(response, 503, { error: "temporarily_unavailable" });
    }
    if (
      form.get("grant_type") !== "client_credentials" ||
      form.get("client_assertion_type") !== "urn:ietf:params:oauth:client-assertion-type:jwt-bearer" ||
      !toolKeys
    )
      return json(response, 400, { error: "invalid_request" });
    try {
      const { payload } = await jwtVerify(form.get("client_assertion") ?? "", toolKeys, {
        issuer: clientId(),
        subject: clientId(),
        audience: `${base}/token`,
        requiredClaims: ["jti", "exp", "iat"],
      });
      const accessToken = `token-${revoked + issuedTokens.size + 1}`;
      issuedTokens.add(accessToken);
      tokenLog.push({ assertion: payload, scope: form.get("scope") ?? "" });
      return json(response, 200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 3600,
        scope: form.get("scope"),
      });
    } catch {
      return json(response, 401, { error: "invalid_client" });
    }
  }

  async function services(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", base);
    const text = await readBody(request);
    const call: ReceivedCall = {
      method: request.method ?? "GET",
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body: text ? JSON.parse(text) : undefined,
    };
    received.push(call);
    const bearer = call.authorization?.replace(/^Bearer /, "") ?? "";
    if (!issuedTokens.has(bearer)) return json(response, 401, { error: "invalid_token" });
    if (url.pathname === "/lineitems" && call.method === "GET") {
      const link = url.searchParams.get("resource_link_id");
      const found = items.filter((item) => !link || item.resourceLinkId === link);
      return json(response, 200, found, "application/vnd.ims.lis.v2.lineitemcontainer+json");
    }
    if (url.pathname === "/lineitems" && call.method === "POST") {
      const item = self.addLineItem(call.body as Omit<LineItem, "id">);
      return json(response, 201, item, "application/vnd.ims.lis.v2.lineitem+json");
    }
    if (memberships.answer(url, call.method, response)) return;
    const scores = /^\/lineitems\/(\d+)\/scores$/.exec(url.pathname);
    const lineitem = `${base}/lineitems/${scores?.[1]}`;
    if (scores && call.method === "POST" && items.some((item) => item.id === lineitem)) {
      const score = call.body as Omit<KeptScore, "lineitem">;
      if (refuseUngraded && score.scoreGiven === undefined) return json(response, 400, { error: "score_required" });
      if (refusal) return json(response, refusal.status, refusal.body);
      const key = `${lineitem}\n${score.userId}`;
      const before = kept.get(key);
      // An older timestamp than the kept score's changes nothing (AGS 2.0 section 3.4.6).
      if (!before || Date.parse(score.timestamp) > Date.parse(before.timestamp)) kept.set(key, { lineitem, ...score });
      return response.writeHead(204).end();
    }
    return json(response, 404, { error: "not_found" });
  }

  const self = {
    setRoster: memberships.setRoster,
    nrpsClaim: memberships.nrpsClaim,
    nrpsClaimName: memberships.nrpsClaimName,
    keptScores: () => [...kept.values()],
    refuseUngradedScores(refuse: boolean) {
      refuseUngraded = refuse;
    },
    refuseScores(next: { status: number; body: unknown } | null) {
      refusal = next;
    },
    handle(request: IncomingMessage, response: ServerResponse) {
      const work = request.url === "/token" ? token(request, response) : services(request, response);
      work.catch(() => response.writeHead(500).end());
    },
    trustTool(jwks: { keys: JWK[] }) {
      toolKeys = createLocalJWKSet(jwks);
    },
    failTokenRequests(count: number) {
      tokenFailures = count;
    },
    revokeTokens() {
      revoked += issuedTokens.size;
      issuedTokens.clear();
    },
    tokenRequests: () => tokenLog,
    calls: () => received,
    lineItems: () => items,
    addLineItem(item: Omit<LineItem, "id">) {
      const made = { ...item, id: `${base}/lineitems/${items.length + 1}` };
      items.push(made);
      return made;
    },
    agsClaim({ lineitem, scopes = [SCOPES.lineitem, SCOPES.score] }: { lineitem?: string; scopes?: string[] }) {
      return {
        "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint": {
          scope: scopes,
          lineitems: `${base}/lineitems`,
          ...(lineitem ? { lineitem } : {}),
        },
      };
    },
  };
  return self;
}
