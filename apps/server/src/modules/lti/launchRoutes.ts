import { z } from "zod";
import type { Deps } from "../../deps";
import { loggedOutboundFetch } from "../../http/outbound/client";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { CLAIM } from "./claims";
import { deepLinkingResponse, openPickerContext, pickerContext, pickerCourses, sealPickerContext } from "./deepLinking";
import { LtiError, sendRefusal } from "./errorPage";
import { toolJwks } from "./keys";
import { pendingStorageCheck, resourceLinkLaunch, verifyMessage } from "./launch";
import { initiateLogin } from "./login";
import { sendPicker, sendReturn } from "./pickerPage";
import { STORAGE_TARGET, sendStorageCheck, sendStorageLogin } from "./platformStorage";

const param = (max: number) => z.string().min(1).max(max);
const loginSchema = z.object({
  iss: param(2000),
  login_hint: param(2000),
  target_link_uri: param(2000),
  lti_message_hint: param(4000).optional(),
  client_id: param(255).optional(),
  lti_deployment_id: param(255).optional(),
  lti_storage_target: z.string().regex(STORAGE_TARGET).optional(),
});
const launchSchema = z.object({
  id_token: param(20_000),
  state: param(200),
  /** The value the launch page read back from the platform's storage (platformStorage.ts). */
  lti_storage_value: param(200).optional(),
});
const deepLinkSchema = z.object({
  context: param(10_000),
  course_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

/**
 * The platform-facing side (issue 18): the tool's JWKS, the OIDC login initiation (GET or POST) and the launch.
 * Refusals are pages for a person inside the LMS frame, never JSON; a malformed request is one too.
 */
export function launchRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const send = loggedOutboundFetch(config.outbound, app.log);
  const rateLimit = { max: config.rateLimitLaunchMax, timeWindow: 60_000 };

  app.get(
    "/lti/jwks",
    { schema: { tags: ["lti"], summary: "The tool's public keys (RS256), current and not yet retired" } },
    async (_request, reply) => reply.header("cache-control", "public, max-age=3600").send(await toolJwks(db)),
  );

  for (const method of ["GET", "POST"] as const)
    app.route({
      method,
      url: "/lti/login",
      schema: {
        tags: ["lti"],
        summary:
          "OIDC third-party login initiation: redirects to the platform's authorisation endpoint (with " +
          "lti_storage_target, a page that first keeps the state in the platform's storage frame)",
        hide: method === "POST",
      },
      config: { rateLimit },
      handler: async (request, reply) => {
        const parsed = loginSchema.safeParse(method === "GET" ? request.query : request.body);
        if (!parsed.success) return sendRefusal(request, reply, "bad_request");
        try {
          const answer = await initiateLogin(db, config.publicUrl, parsed.data);
          if (answer.storage) return sendStorageLogin(request, reply, answer.storage, answer.location);
          return reply.redirect(answer.location, 302);
        } catch (error) {
          if (error instanceof LtiError) return sendRefusal(request, reply, error.refusal, error.params);
          throw error;
        }
      },
    });

  app.post(
    "/lti/launch",
    {
      schema: {
        tags: ["lti"],
        summary:
          "The launch (form_post id_token and state): redirects to the player or builder; a deep linking request opens the course picker",
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const parsed = launchSchema.safeParse(request.body);
      if (!parsed.success) return sendRefusal(request, reply, "bad_request");
      try {
        const storage = await pendingStorageCheck(db, parsed.data);
        if (storage) return sendStorageCheck(request, reply, storage, parsed.data);
        const message = await verifyMessage(db, send, parsed.data, ["LtiResourceLinkRequest", "LtiDeepLinkingRequest"]);
        if (message.payload[CLAIM.messageType] === "LtiDeepLinkingRequest") {
          const context = pickerContext(message);
          const sealed = sealPickerContext(await getSigner(db), context);
          return sendPicker(request, reply, await pickerCourses(db, context), sealed);
        }
        const launch = await resourceLinkLaunch(db, await getSigner(db), config.publicUrl, message);
        return reply.redirect(launch.url, 303);
      } catch (error) {
        if (error instanceof LtiError) return sendRefusal(request, reply, error.refusal, error.params);
        throw error;
      }
    },
  );

  app.post(
    "/lti/deep_link",
    {
      schema: {
        tags: ["lti"],
        summary: "The deep linking picker's choice: answers the signed LtiDeepLinkingResponse, posted to the platform",
        description:
          "Form fields: context (the signed picker context the launch put in the page) and course_id. The answer " +
          "is a page whose form posts the JWT to the platform's deep_link_return_url.",
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const parsed = deepLinkSchema.safeParse(request.body);
      if (!parsed.success) return sendRefusal(request, reply, "bad_request");
      const context = openPickerContext(await getSigner(db), parsed.data.context);
      if (!context) return sendRefusal(request, reply, "picker_expired");
      try {
        const jwt = await deepLinkingResponse(db, config.publicUrl, context, parsed.data.course_id);
        return sendReturn(request, reply, context.returnUrl, jwt);
      } catch (error) {
        if (error instanceof LtiError) return sendRefusal(request, reply, error.refusal, error.params);
        throw error;
      }
    },
  );
}
