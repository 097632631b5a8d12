import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";

// The test suite's own minimal cmi5 LMS (cmi5 sections 8 and 10): it serves an imported package's files, answers
// the fetch URL once with an auth token, keeps state documents (LMS.LaunchData and the AU's own), stores
// statements, and has a return page. A real HTTP server on the loopback reached as localhost, so it is another
// site than the player's 127.0.0.1, as a real LMS is (see scormPackage.ts for why it is not page.route).

export type Json = Record<string, unknown>;

export interface StoredStatement {
  id: string;
  verb: string;
  timestamp: string;
  actor: { account?: { homePage?: string; name?: string } };
  object: { id?: string };
  result?: Json;
  context: {
    registration?: string;
    contextActivities?: { grouping?: { id: string }[]; category?: { id: string }[] };
    extensions?: Json;
  };
}

export interface LaunchOptions {
  registration: string;
  learner: string;
  launchMode: "Normal" | "Browse" | "Review";
  moveOn: string;
  masteryScore?: number;
  /** The AU's id from cmi5.xml: the LMS puts it in the context template's grouping (section 9.6.2.3). */
  publisherId: string;
  withReturnUrl: boolean;
}

export interface Launch {
  url: string;
  sessionId: string;
  activityId: string;
  actor: Json;
}

export interface Cmi5Lms {
  origin: string;
  serve(files: Map<string, Buffer>): void;
  /** Writes LMS.LaunchData for a new session, as an LMS does before launching, and answers the launch URL. */
  launch(options: LaunchOptions): Launch;
  /** The statements the AU stored, in the order they arrived. */
  statements(): StoredStatement[];
  /** How many times the fetch URL of a session was called. */
  fetchCalls(sessionId: string): number;
  /** Requests refused (no or a wrong token, no xAPI version header): none when the AU behaves. */
  refused(): string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { html: "text/html", js: "text/javascript", xml: "application/xml" };
const ACTIVITY_ID = "http://localhost/lms/activities/au-1";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export async function startCmi5Lms(): Promise<Cmi5Lms> {
  let files = new Map<string, Buffer>();
  const tokens = new Map<string, string>(); // fetch key -> token, once fetched
  const fetchKeys = new Map<string, { token: string; calls: number }>();
  const sessionKeys = new Map<string, string>(); // session id -> fetch key
  const states = new Map<string, string>();
  const statements: StoredStatement[] = [];
  const refused: string[] = [];

  const stateKey = (query: URLSearchParams) => {
    const agent = JSON.parse(query.get("agent") ?? "{}") as { account?: { name?: string } };
    return [query.get("activityId"), agent.account?.name, query.get("registration"), query.get("stateId")].join("|");
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
      response.end(body);
    };
    const json = (status: number, body: unknown) => send(status, "application/json", JSON.stringify(body));
    const path = url.pathname;
    if (path === "/return") return send(200, "text/html", "<!doctype html><title>LMS</title><h1>Back in the LMS</h1>");
    if (path.startsWith("/package/")) {
      const file = files.get(decodeURIComponent(path.slice(9)));
      if (!file) return send(404, "text/plain", "not in the package");
      return send(200, TYPES[path.split(".").pop() ?? ""] ?? "application/octet-stream", file);
    }
    if (path.startsWith("/fetch/") && request.method === "POST") {
      const entry = fetchKeys.get(path.slice(7));
      if (!entry) return json(200, { "error-code": "2", "error-text": "Unknown launch." });
      entry.calls += 1;
      if (entry.calls > 1) return json(200, { "error-code": "1", "error-text": "The token was already returned." });
      tokens.set(entry.token, path.slice(7));
      return json(200, { "auth-token": entry.token });
    }
    if (path.startsWith("/xapi/")) {
      const authorization = request.headers.authorization ?? "";
      const token = authorization.startsWith("Basic ") ? authorization.slice(6) : "";
      if (!tokens.has(token) || !request.headers["x-experience-api-version"]) {
        refused.push(`${request.method} ${path}`);
        return json(401, { error: "unauthorised" });
      }
      const resource = path.slice(6);
      if (resource === "activities/state") {
        const key = stateKey(url.searchParams);
        if (request.method === "GET") {
          const doc = states.get(key);
          return doc === undefined ? json(404, { error: "no document" }) : send(200, "application/json", doc);
        }
        if (request.method === "PUT" || request.method === "POST") {
          if (url.searchParams.get("stateId") === "LMS.LaunchData") {
            refused.push("the AU wrote LMS.LaunchData");
            return json(403, { error: "read only" });
          }
          states.set(key, await readBody(request));
          return send(204, "text/plain", "");
        }
      }
      if (resource === "statements" && (request.method === "PUT" || request.method === "POST")) {
        const body = JSON.parse(await readBody(request)) as Json | Json[];
        const list = Array.isArray(body) ? body : [body];
        for (const item of list) {
          const id = String(request.method === "PUT" ? url.searchParams.get("statementId") : item.id);
          if (statements.some((stored) => stored.id === id)) return json(409, { error: "duplicate id" });
          const verb = (item.verb as { id?: string } | undefined)?.id ?? "";
          statements.push({ ...(item as unknown as StoredStatement), id, verb: verb.split("/").pop() ?? "" });
        }
        return request.method === "PUT"
          ? send(204, "text/plain", "")
          : json(
              200,
              list.map((item) => item.id),
            );
      }
    }
    return send(404, "text/plain", "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const origin = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;

  return {
    origin,
    serve(next) {
      files = next;
    },
    launch(options) {
      const sessionId = randomUUID();
      const key = randomUUID();
      fetchKeys.set(key, { token: Buffer.from(`lms:${key}`).toString("base64"), calls: 0 });
      const actor = { objectType: "Agent", account: { homePage: "http://localhost/lms", name: options.learner } };
      const launchData: Json = {
        contextTemplate: {
          contextActivities: { grouping: [{ objectType: "Activity", id: options.publisherId }] },
          extensions: { "https://w3id.org/xapi/cmi5/context/extensions/sessionid": sessionId },
        },
        launchMode: options.launchMode,
        moveOn: options.moveOn,
        ...(options.masteryScore === undefined ? {} : { masteryScore: options.masteryScore }),
        ...(options.withReturnUrl ? { returnURL: `${origin}/return` } : {}),
      };
      states.set(
        [ACTIVITY_ID, options.learner, options.registration, "LMS.LaunchData"].join("|"),
        JSON.stringify(launchData),
      );
      const query = new URLSearchParams({
        endpoint: `${origin}/xapi/`,
        fetch: `${origin}/fetch/${key}`,
        actor: JSON.stringify(actor),
        registration: options.registration,
        activityId: ACTIVITY_ID,
      });
      sessionKeys.set(sessionId, key);
      return { url: `${origin}/package/index.html?${query}`, sessionId, activityId: ACTIVITY_ID, actor };
    },
    statements: () => [...statements],
    fetchCalls: (sessionId) => fetchKeys.get(sessionKeys.get(sessionId) ?? "")?.calls ?? 0,
    refused: () => [...refused],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
