import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { listenForChanges } from "./cache/changeFeed";
import { configureReadCaches } from "./cache/settings";
import { openReadDatabase, type ReadDatabase } from "./db/open";
import type { Deps } from "./deps";
import { assetFastReads } from "./http/assetLane";
import { isAuthenticated } from "./http/auth";
import { answerError, registerErrorHandler } from "./http/errorHandler";
import { errors } from "./http/errors";
import { FastLane, fastLaneServer } from "./http/fastLane";
import { registerFiles } from "./http/files";
import { logsDebug, RequestLogController, serializeRequest } from "./http/logging";
import { refuseUnreadableMultipart } from "./http/multipartBody";
import { databaseRateLimitStore } from "./http/rateLimitStore";
import { registerSecurityHeaders } from "./http/security";
import { configureLearnerUrls } from "./http/signing";
import { registerSpa } from "./http/spa";
import { requestValidatorCompiler } from "./http/validatorCompiler";
import { analyticsRoutes } from "./modules/analytics/routes";
import { answerRoutes } from "./modules/answers/routes";
import { authRoutes } from "./modules/auth/routes";
import { configureSessionCache } from "./modules/auth/sessionCache";
import { builderRoutes } from "./modules/builder/routes";
import type { Commerce } from "./modules/commerce/context";
import { commerceRoutes } from "./modules/commerce/routes";
import { courseRoutes } from "./modules/courses/routes";
import { devRoutes } from "./modules/dev/routes";
import { exportRoutes } from "./modules/export/routes";
import { healthRoutes } from "./modules/health/routes";
import { hubFastReads } from "./modules/hubs/landingFastReads";
import { hubRoutes } from "./modules/hubs/routes";
import { i18nRoutes } from "./modules/i18n/routes";
import { framingHeaders } from "./modules/integrations/framing";
import { integrationRoutes } from "./modules/integrations/routes";
import { ltiRoutes } from "./modules/lti/routes";
import { mediaRoutes } from "./modules/media/routes";
import { mediaFileRoutes } from "./modules/media/serve";
import { playerFastReads } from "./modules/player/fastReads";
import { playerRoutes } from "./modules/player/routes";
import { progressFastRead } from "./modules/progress/fastRead";
import { progressRoutes } from "./modules/progress/routes";
import { reportRoutes } from "./modules/reports/routes";
import { scormRoutes } from "./modules/scorm/routes";
import { scoStateRoutes } from "./modules/scorm/scoStateRoutes";
import { shareRoutes } from "./modules/shares/routes";
import { supportRoutes } from "./modules/support/routes";
import { templateRoutes } from "./modules/templates/routes";
import { themeRoutes } from "./modules/themes/routes";
import { userRoutes } from "./modules/users/routes";
import { createPaymentProvider, type PaymentProvider } from "./payments";

/** A method and path the app answers (the authorisation matrix test checks that each has its expectations). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered, in order (HEAD routes Fastify adds for GET included). */
    registeredRoutes: readonly RegisteredRoute[];
    /** What the selling services run with (main.ts starts the pending-orders job with it). */
    commerce: Commerce;
  }
}

export interface AppOptions extends Deps {
  /** A pino logger shared with the rest of the process; else one at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Told about every route as it is added (the fuzz test enumerates the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The card payment provider; else the one the settings name (Stripe, or the built-in test provider). */
  payments?: PaymentProvider;
}

/** The whole HTTP application; main.ts listens with it, tests call app.inject on it. */
export async function buildApp({ logger, onRoute, payments, ...deps }: AppOptions): Promise<FastifyInstance> {
  const { config } = deps;
  configureSessionCache(config.sessionCacheSeconds);
  configureReadCaches(config.sessionCacheSeconds);
  configureLearnerUrls(config.mediaUrlTtlSeconds);
  const lane = new FastLane();
  // Request lines name the URL without its credentials (launches, e-mail links' tokens, signatures).
  const serializers = { req: serializeRequest };
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers }) }
      : { logger: { level: config.logLevel, serializers } }),
    logController: new RequestLogController(),
    serverFactory: fastLaneServer(lane),
    genReqId: () => randomUUID(),
    requestIdHeader: "x-request-id",
    trustProxy: config.trustProxy,
    // Node's default (72 s) would keep a graceful shutdown waiting on idle browsers.
    forceCloseConnections: "idle",
    // Path ids are bounded by their schemas, which answer 422 naming the field; Fastify's default (100) answered a
    // longer one 414 before any schema saw it. Node refuses request lines this long (431) before the router.
    routerOptions: { maxParamLength: 16_384 },
    // A URL the router cannot decode (%ZZ) answers in the standard shape, without echoing the URL.
    frameworkErrors: answerError,
  }).withTypeProvider<ZodTypeProvider>();

  // Other processes' changes reach this one's caches as database notifications (docs/decisions/008).
  const changes = await listenForChanges(deps.db, app.log);
  app.addHook("onClose", () => changes.close());

  // The reports read from a replica when DATABASE_READ_URL names one (its pool closes with the app); else from
  // the primary. Nothing else does: every other read may follow its own write, which a lagging replica lacks.
  let readDb: ReadDatabase = deps.db;
  if (config.databaseReadUrl) {
    const replica = openReadDatabase({
      url: config.databaseReadUrl,
      poolMax: config.databasePoolMax,
      onIdleConnectionError: (error) => app.log.warn({ err: error }, "idle read replica connection failed"),
    });
    app.addHook("onClose", () => replica.close());
    readDb = replica.db;
  }

  // Before any plugin: the documentation's and the static files' routes are routes too.
  const routes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // OAuth clients may post the token request as a form.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
  });
  app.decorateRequest("session", null);

  lane.setSecurityHeaders(registerSecurityHeaders(app, config));
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(deps.db),
    errorResponseBuilder: (_request, context) => errors.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  await app.register(multipart, { limits: { fileSize: config.maxAvatarBytes, files: 1, fields: 10 } });
  refuseUnreadableMultipart(app);
  await app.register(swagger, {
    openapi: {
      info: { title: "Coursewright API", version: "0.1.0" },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          // The external API of API integrations (client_id:client_secret).
          basic: { type: "http", scheme: "basic" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.addHook("onRoute", (route) => {
    if (route.schema && isAuthenticated(route.preHandler))
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
  });
  if (onRoute) app.addHook("onRoute", onRoute);

  // Before the routes: the hubs' landing answers say which provider takes the payments.
  const commerce: Commerce = { ...deps, payments: payments ?? createPaymentProvider(config, deps.db), log: app.log };
  app.decorate("commerce", commerce);

  healthRoutes(app, deps);
  authRoutes(app, deps);
  userRoutes(app, deps);
  supportRoutes(app, deps);
  i18nRoutes(app, deps);
  scormRoutes(app, deps);
  mediaRoutes(app, deps);
  mediaFileRoutes(app, deps);
  courseRoutes(app, deps);
  exportRoutes(app, deps);
  themeRoutes(app, deps);
  templateRoutes(app, deps);
  builderRoutes(app, deps);
  shareRoutes(app, deps);
  playerRoutes(app, deps);
  progressRoutes(app, deps);
  scoStateRoutes(app, deps);
  answerRoutes(app, deps);
  analyticsRoutes(app, deps);
  reportRoutes(app, { ...deps, readDb });
  integrationRoutes(app, deps);
  ltiRoutes(app, deps);
  hubRoutes(app, deps);
  commerceRoutes(app, commerce);
  if (config.exposeOutbox) devRoutes(app, deps);
  registerFiles(app, deps.storage);
  await registerSpa(app, config.webDistDir, framingHeaders(deps));

  assetFastReads(lane, config.webDistDir);
  playerFastReads(lane);
  progressFastRead(lane, deps);
  hubFastReads(lane);
  app.decorate("fastLane", lane);
  // With debug logs on, every request goes through Fastify so that each one is logged.
  if (!logsDebug(app.log)) app.addHook("onReady", async () => lane.open());
  app.addHook("preClose", async () => lane.close());

  return app;
}
