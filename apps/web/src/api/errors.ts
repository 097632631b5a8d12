/** What the central handler does for a failed answer (spec 8 Error catalogue). */
export type FailureAction =
  | "unauthorized" // clear the session, go to login
  | "dashboard"
  | "notFound"
  | "validation" // the form shows the message and the first error under each field
  | "maintenance"
  | "caller" // the caller handles it: the server's sentence (wrong password, too many attempts, file too large), a stale progress write
  | "outsideLaunch" // an embedded builder or player asked for something its launch does not cover: its sentence, on the page
  | "failed"; // the "server request failed" banner with retry

export interface FailureContext {
  /** The request carried an Authorization header. */
  withAuth: boolean;
  /** Page-data loads go to /404; forms opt out and show the message instead. */
  redirectOn404: boolean;
  /** Default true: a refusal sends the user to the dashboard; a screen that explains the refusal opts out. */
  redirectOn403?: boolean;
  /** The error id of the answer, when it has one. */
  code?: string | null;
}

/** status 0 means no answer at all (network down, CORS, aborted by the server). */
export function failureAction(status: number, ctx: FailureContext): FailureAction {
  switch (status) {
    case 401:
      return ctx.withAuth ? "unauthorized" : "caller";
    case 403:
      // The dashboard is no way out for an embedded page: everything there is outside its launch too.
      if (ctx.code === "launch_scope") return "outsideLaunch";
      return ctx.redirectOn403 === false ? "caller" : "dashboard";
    case 404:
      return ctx.redirectOn404 ? "notFound" : "caller";
    case 409:
    case 413:
    case 429:
      return "caller";
    case 422:
      return "validation";
    case 503:
      return "maintenance";
    case 502:
      // Another system (an LMS) did not answer, or is at an address the server does not call: the screen that asked
      // it says what to check there.
      return ctx.code === "lti_roster_unavailable" || ctx.code === "lti_roster_refused" ? "caller" : "failed";
    default:
      return "failed";
  }
}

export interface ValidationErrors {
  message: string | null;
  /** The first message of each field (dotted paths as the server sends them). */
  errors: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function firstMessages(errors: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === "string") : messages;
    if (typeof first === "string" && first) out[field] = first;
  }
  return out;
}

/** A 422 body keeps its message and errors either at the top level or under `data` (spec 8). */
export function extractValidationErrors(body: unknown): ValidationErrors {
  if (!isRecord(body)) return { message: null, errors: {} };
  const source = isRecord(body.errors) ? body : isRecord(body.data) ? body.data : body;
  const message =
    typeof source.message === "string" ? source.message : typeof body.message === "string" ? body.message : null;
  return { message, errors: isRecord(source.errors) ? firstMessages(source.errors) : {} };
}

/** The stable id an error body carries, if any. */
export function errorCode(body: unknown): string | null {
  return isRecord(body) && typeof body.error === "string" ? body.error : null;
}

/** The sentence an error body carries for the user, if any. */
export function bodyMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (typeof body.message === "string" && body.message) return body.message;
  if (isRecord(body.data) && typeof body.data.message === "string") return body.data.message;
  return null;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly validation: ValidationErrors;
  /** The stable id of the error (invalid_credentials, too_many_requests, ...), when the server sent one. */
  readonly code: string | null;

  constructor(status: number, body: unknown) {
    super(bodyMessage(body) ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.validation = status === 422 ? extractValidationErrors(body) : { message: null, errors: {} };
    this.code = errorCode(body);
  }

  /** The server's sentence, if it sent one (it is already in the user's language). */
  get serverMessage(): string | null {
    return bodyMessage(this.body);
  }
}
