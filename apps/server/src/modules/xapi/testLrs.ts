// A learning record store for the tests, written from the xAPI 1.0.3 specification (Part Three, Data Processing,
// Validation and Security): the Statement Resource (POST, PUT, GET) behind Basic auth, refusing requests without
// the X-Experience-API-Version header, keeping one statement per id (the same again is accepted and changes
// nothing; other content under a held id is 409), and validating every statement before it keeps any of a batch.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isDeepStrictEqual } from "node:util";

export interface LrsCall {
  method: string;
  path: string;
  version: string | undefined;
  authorization: string | undefined;
  status: number;
}

export interface TestLrs {
  /** The xAPI base address a creator enters ("…/xapi/"). */
  endpoint: string;
  key: string;
  secret: string;
  /** The statements kept, in the order the store received them. */
  statements(): Record<string, unknown>[];
  calls(): LrsCall[];
  /** Answers 503 to everything while down. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** Answers what is wrong with a statement; empty when it is valid. */
export type StatementValidator = (statement: unknown) => string[];

const STATEMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : null;
}

export async function startTestLrs(validate: StatementValidator): Promise<TestLrs> {
  const key = "lrs-key";
  const secret = "lrs-secret-Ünïcode";
  const kept = new Map<string, Record<string, unknown>>();
  const calls: LrsCall[] = [];
  let down = false;
  const expected = `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`;

  function answer(request: IncomingMessage, response: ServerResponse, status: number, body?: unknown) {
    calls.push({
      method: request.method ?? "",
      path: request.url ?? "",
      version: request.headers["x-experience-api-version"] as string | undefined,
      authorization: request.headers.authorization,
      status,
    });
    response.writeHead(status, { "content-type": "application/json", "x-experience-api-version": "1.0.3" });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  }

  /** Checks a batch whole before keeping any of it (xAPI: a batch is accepted or refused as one). */
  function store(statements: unknown[]): { status: number; ids?: string[]; error?: string } {
    const errors = statements.flatMap((statement, i) => validate(statement).map((e) => `statement ${i}: ${e}`));
    if (errors.length > 0) return { status: 400, error: errors.join("; ") };
    const records = statements as Record<string, unknown>[];
    for (const statement of records) {
      if (typeof statement.id !== "string" || !STATEMENT_ID.test(statement.id))
        return { status: 400, error: "every statement must carry its id" };
      const held = kept.get(statement.id);
      if (held && !isDeepStrictEqual(held, statement)) return { status: 409, error: `${statement.id} conflicts` };
    }
    for (const statement of records) if (!kept.has(statement.id as string)) kept.set(statement.id as string, statement);
    return { status: 200, ids: records.map((statement) => statement.id as string) };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://lrs.test");
      if (down) return answer(request, response, 503, { error: "down for maintenance" });
      if (request.headers.authorization !== expected) return answer(request, response, 401, { error: "unauthorised" });
      if (!request.headers["x-experience-api-version"]?.toString().startsWith("1.0."))
        return answer(request, response, 400, { error: "X-Experience-API-Version header missing" });
      if (url.pathname !== "/xapi/statements") return answer(request, response, 404, { error: "not found" });
      if (request.method === "GET") {
        const id = url.searchParams.get("statementId");
        if (id) {
          const statement = kept.get(id);
          return statement ? answer(request, response, 200, statement) : answer(request, response, 404, {});
        }
        const registration = url.searchParams.get("registration");
        const list = [...kept.values()].filter(
          (s) => !registration || (s.context as { registration?: string } | undefined)?.registration === registration,
        );
        return answer(request, response, 200, { statements: list, more: "" });
      }
      const body = await readBody(request).catch(() => undefined);
      if (body === undefined) return answer(request, response, 400, { error: "not JSON" });
      if (request.method === "PUT") {
        const id = url.searchParams.get("statementId");
        const statement = body as Record<string, unknown> | null;
        if (!id || !statement || (statement.id !== undefined && statement.id !== id))
          return answer(request, response, 400, { error: "statementId required and equal to the id" });
        const result = store([{ ...statement, id }]);
        return answer(
          request,
          response,
          result.status === 200 ? 204 : result.status,
          result.error && { error: result.error },
        );
      }
      if (request.method === "POST") {
        const result = store(Array.isArray(body) ? body : [body]);
        return answer(request, response, result.status, result.ids ?? { error: result.error });
      }
      return answer(request, response, 405, {});
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}/xapi/`,
    key,
    secret,
    statements: () => [...kept.values()],
    calls: () => [...calls],
    setDown: (value) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
