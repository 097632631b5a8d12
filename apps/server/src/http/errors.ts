import type { TranslationParams } from "./i18n";

/** A message to translate at the edge: an i18n key of server.json and its placeholders. */
export interface MessageRef {
  key: string;
  params?: TranslationParams;
}

/**
 * An error the client is meant to see: a stable id (for logs, tests and the web's handling), the
 * HTTP status, and a message key translated only when the answer is written.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    readonly messageKey: string,
    readonly params: TranslationParams = {},
  ) {
    super(`${id}: ${messageKey}`);
  }
}

/**
 * HTTP 422 with messages per field; field paths are dotted ("pages.0.title"). The summary is the general
 * "Some fields need your attention" unless a refusal has a sentence and id of its own (then sent as `error`).
 */
export class ValidationError extends HttpError {
  constructor(
    readonly fields: Record<string, MessageRef[]>,
    summary: { id: string; key: string; params?: TranslationParams } = {
      id: "validation_failed",
      key: "errors.validation_failed",
    },
  ) {
    super(422, summary.id, summary.key, summary.params);
  }

  static field(field: string, key: string, params?: TranslationParams): ValidationError {
    return new ValidationError({ [field]: [{ key, params }] });
  }

  /**
   * A request that is well formed but refused by a rule of the thing it names (a booking that may not be cancelled,
   * an order that cannot be refunded): its own id and sentence, also under the field that names the thing, so every
   * 422 has the same shape.
   */
  static refused(field: string, id: string, key: string, params?: TranslationParams): ValidationError {
    return new ValidationError({ [field]: [{ key, params }] }, { id, key, params });
  }
}

export const errors = {
  invalidCredentials: () => new HttpError(401, "invalid_credentials", "errors.invalid_credentials"),
  invalidClient: () => new HttpError(401, "invalid_client", "errors.invalid_client"),
  unauthenticated: () => new HttpError(401, "unauthenticated", "errors.unauthenticated"),
  forbidden: () => new HttpError(403, "forbidden", "errors.forbidden"),
  /** A launch's sign-in (an embedded builder or player) asked for something outside its course and purpose. */
  launchScope: () => new HttpError(403, "launch_scope", "errors.launch_scope"),
  notFound: () => new HttpError(404, "not_found", "errors.not_found"),
  tooManyRequests: (seconds: number) =>
    new HttpError(429, "too_many_requests", "errors.too_many_requests", { seconds }),
  fileTooLarge: (maxMegabytes: number) =>
    new HttpError(413, "payload_too_large", "errors.file_too_large", { max: maxMegabytes }),
  maintenance: () => new HttpError(503, "maintenance", "errors.maintenance"),
  /** The bucket (or disk) refused or did not answer: nothing was kept, the same request may work later. */
  storageUnavailable: () => new HttpError(503, "storage_unavailable", "errors.storage_unavailable"),
};

/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === "object" && e !== null); ) {
    if ("code" in e && e.code === "23505") return true;
    e = "cause" in e ? e.cause : undefined;
  }
  return false;
}
