import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/open";
import { isStorageUnavailable } from "../storage/FileStorage";
import { errors, HttpError, ValidationError } from "./errors";
import { requestTranslator } from "./i18n";
import { cutShortMultipart } from "./multipartBody";
import { issuesToFields, translateFields } from "./validation";

// Fastify's own client errors (bad JSON, wrong content type, too large) keep their status and get a stable id.
const CLIENT_ERROR_IDS: Record<number, string> = {
  400: "bad_request",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && "statusCode" in error && typeof error.statusCode === "number";
}

/** One place where errors become answers: translated sentence for the user, stable id for the logs. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * The answer to an error, whether a route threw it or the router met a URL it cannot route (Fastify's
 * frameworkErrors, which would otherwise answer in a shape of its own with the whole URL in it).
 */
export function answerError(thrown: unknown, request: FastifyRequest, reply: FastifyReply) {
  const t = requestTranslator(request);
  const error = cutShortMultipart(thrown) ?? thrown;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = issuesToFields(error.validation, error.validationContext);
    return reply.code(422).send({ message: t("errors.validation_failed"), errors: translateFields(fields, t) });
  }
  if (error instanceof ValidationError) {
    const own = error.id === "validation_failed" ? {} : { error: error.id };
    return reply
      .code(422)
      .send({ message: t(error.messageKey, error.params), ...own, errors: translateFields(error.fields, t) });
  }
  if (error instanceof HttpError) {
    if (error.status >= 500) request.log.error({ err: error }, error.id);
    else request.log.info({ error: error.id }, "request refused");
    return reply.code(error.status).send({ message: t(error.messageKey, error.params), error: error.id });
  }
  if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
    const id = CLIENT_ERROR_IDS[error.statusCode] ?? "bad_request";
    request.log.info({ error: id, code: error.code }, error.message);
    return reply.code(error.statusCode).send({ message: t(`errors.${id}`), error: id });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, "database unavailable");
    const { status, messageKey, id } = errors.maintenance();
    return reply.code(status).send({ message: t(messageKey), error: id });
  }
  if (isStorageUnavailable(error)) {
    // The error's message names the operation and the service's answer (never credentials): enough to act on.
    request.log.error({ storage: error instanceof Error ? error.message : String(error) }, "file storage unavailable");
    const { status, messageKey, id } = errors.storageUnavailable();
    return reply.code(status).send({ message: t(messageKey), error: id });
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.code(500).send({ message: t("errors.internal"), error: "internal" });
}
