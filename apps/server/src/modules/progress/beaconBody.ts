import type { FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { HttpError } from "../../http/errors";

const badRequest = () => new HttpError(400, "bad_request", "errors.bad_request");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest();
  }
}

const tokens = new WeakMap<FastifyRequest, string>();

/** The beacon_token the body carried (taken out before the body is validated), if any. */
export const bodyBeaconToken = (request: FastifyRequest): string | undefined => tokens.get(request);

/**
 * preValidation of the routes navigator.sendBeacon calls. A beacon's body is a Blob (sent as its type, often
 * text/plain), a string (text/plain), URLSearchParams (form-urlencoded) or FormData (multipart): all become
 * the plain object the route's zod schema validates. Fields named in `jsonFields` may arrive as JSON text
 * (form data cannot nest). beacon_token is kept aside for the route's authentication.
 */
export function beaconBody(
  options: { jsonFields?: string[]; keepToken?: boolean } = {},
): preValidationAsyncHookHandler {
  return async (request) => {
    let body: unknown = request.body;
    if (request.isMultipart()) {
      const fields: Record<string, unknown> = {};
      for await (const part of request.parts()) {
        if (part.type === "field") fields[part.fieldname] = part.value;
        else part.file.resume();
      }
      body = fields;
    } else if (typeof body === "string") {
      body = parseJson(body);
    }
    if (isRecord(body)) {
      for (const field of options.jsonFields ?? []) {
        const value = body[field];
        if (typeof value === "string") body[field] = parseJson(value);
      }
      const token = body.beacon_token;
      if (typeof token === "string") {
        tokens.set(request, token);
        if (!options.keepToken) delete body.beacon_token;
      }
    }
    request.body = body;
  };
}
