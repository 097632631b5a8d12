import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has a default for every setting", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      smtpUrl: undefined,
      mailFrom: "Coursewright <no-reply@localhost>",
      supportEmail: "support@localhost",
      demoPassword: "demo-password",
      seedDemo: true,
      tokenTtlSeconds: 604800,
      emailTokenTtlSeconds: 172800,
      resetTokenTtlSeconds: 3600,
      rateLimitAuthMax: 10,
      logLevel: "info",
      videoTutorialsUrl: null,
      hubsHiddenForEmail: null,
      userwayAccount: null,
      exposeOutbox: false,
      maxAvatarBytes: 5 * 1024 * 1024,
      trustProxy: false,
    });
    expect(config.webDistDir.endsWith("apps/web/dist")).toBe(true);
  });

  it("reads the environment and derives PUBLIC_URL from PORT", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/cw",
      SMTP_URL: "smtp://mail:25",
      EXPOSE_OUTBOX: "true",
      HUBS_HIDDEN_FOR_EMAIL: "Admin@Example.com",
      LOG_LEVEL: "",
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: "http://localhost:8080",
      databaseUrl: "postgres://u:p@db:5432/cw",
      smtpUrl: "smtp://mail:25",
      exposeOutbox: true,
      hubsHiddenForEmail: "admin@example.com",
      logLevel: "info",
    });
  });

  it("refuses bad values, naming each", () => {
    const attempt = () =>
      loadConfig({
        PORT: "http",
        DATABASE_URL: "mysql://x",
        LOG_LEVEL: "loud",
        PUBLIC_URL: "localhost",
        EXPOSE_OUTBOX: "maybe",
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = error instanceof ConfigError ? error.problems.join("\n") : "";
      for (const name of ["PORT", "DATABASE_URL", "LOG_LEVEL", "PUBLIC_URL", "EXPOSE_OUTBOX"])
        expect(problems).toContain(name);
    }
  });

  it("takes DATABASE_READ_URL, a PostgreSQL URL beside DATABASE_URL, for the reports (unset: none)", () => {
    const pg = "postgres://u:p@db:5432/cw";
    const replica = "postgresql://reader:p@replica:5432/cw?application_name=cw_read";
    expect(loadConfig({ DATABASE_URL: pg }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: pg, DATABASE_READ_URL: "" }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: pg, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pg, DATABASE_READ_URL: "mysql://replica/cw" })).toThrow(
      /DATABASE_READ_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: pg, DATABASE_READ_URL: "replica" })).toThrow(/DATABASE_READ_URL/);
  });

  it("runs one process on the embedded database and one per core on PostgreSQL unless WORKERS says", () => {
    const pg = "postgres://u:p@db:5432/cw";
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: pg, WORKERS: "auto" }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: pg, WORKERS: "3" }).workers).toBe(3);
    expect(loadConfig({ WORKERS: "1" }).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: "2" })).toThrow(/WORKERS: more than one process needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pg, WORKERS: "0" })).toThrow(/WORKERS/);
    expect(() => loadConfig({ DATABASE_URL: pg, WORKERS: "many" })).toThrow(/WORKERS/);
  });

  it("takes a wildcard CONTENT_ORIGIN (one origin per package) only as the whole first label of the host", () => {
    expect(loadConfig({ CONTENT_ORIGIN: "https://*.content.example.com/" }).contentOrigin).toBe(
      "https://*.content.example.com",
    );
    expect(loadConfig({ PORT: "3000", CONTENT_ORIGIN: "http://*.localhost:3001" }).contentOrigin).toBe(
      "http://*.localhost:3001",
    );
    for (const bad of [
      "https://*",
      "https://a*.example.com",
      "https://content.*.example.com",
      "https://*.*.example.com",
      "https://*.example.com/packages",
      "ftp://*.example.com",
    ]) {
      expect(() => loadConfig({ CONTENT_ORIGIN: bad }), bad).toThrow(/CONTENT_ORIGIN/);
    }
    // The app on one of the package hosts would share its origin with that package.
    expect(() =>
      loadConfig({ PUBLIC_URL: "https://p1.content.example.com", CONTENT_ORIGIN: "https://*.content.example.com" }),
    ).toThrow(/CONTENT_ORIGIN: must differ/);
    expect(
      loadConfig({ PUBLIC_URL: "https://app.example.com", CONTENT_ORIGIN: "https://*.example.com" }).contentOrigin,
    ).toBe("https://*.example.com");
  });

  it("seeds demo data on the embedded database only, unless SEED_DEMO says", () => {
    const pg = "postgres://u:p@db:5432/cw";
    expect(loadConfig({ DATABASE_URL: pg }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: "" }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: "1" }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: "sometimes" })).toThrow(/SEED_DEMO/);
  });

  it("calls public addresses only unless OUTBOUND_ALLOW_PRIVATE or OUTBOUND_ALLOW_HOSTS say otherwise", () => {
    expect(loadConfig({}).outbound).toEqual({ allowPrivate: false, allowHosts: [] });
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: "true" }).outbound.allowPrivate).toBe(true);
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: "LRS.intranet., 10.0.0.8 [FD00::5]" }).outbound.allowHosts).toEqual([
      "lrs.intranet",
      "10.0.0.8",
      "fd00::5",
    ]);
    expect(() => loadConfig({ OUTBOUND_ALLOW_PRIVATE: "maybe" })).toThrow(/OUTBOUND_ALLOW_PRIVATE/);
  });
});
