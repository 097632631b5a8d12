import { Writable } from "node:stream";
import Fastify from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { RequestLogController } from "./logging";

/** An app with a hot read and an ordinary route, logging JSON lines at `level` into an array. */
async function appLogging(level: string) {
  const lines: { msg: string; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level }, stream), logController: new RequestLogController() });
  app.get("/hot/yes", { config: { quietLog: true } }, async () => ({ ok: true }));
  app.get("/hot/no", { config: { quietLog: true } }, async (_request, reply) => reply.code(403).send({ error: "no" }));
  app.get("/ordinary", async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe("RequestLogController", () => {
  it("does not log the successful answers of hot reads at info; refusals and other routes as always", async () => {
    const { app, lines } = await appLogging("info");
    await app.inject({ method: "GET", url: "/hot/yes" });
    expect(lines).toEqual([]);
    await app.inject({ method: "GET", url: "/hot/no" });
    expect(lines.map((line) => [line.msg, line.res?.statusCode])).toEqual([["request completed", 403]]);
    lines.length = 0;
    await app.inject({ method: "GET", url: "/ordinary" });
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    await app.close();
  });

  it("logs every request, hot or not, at debug", async () => {
    const { app, lines } = await appLogging("debug");
    await app.inject({ method: "GET", url: "/hot/yes" });
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    await app.close();
  });
});
