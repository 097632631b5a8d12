import { clearSessionEverywhere, isLoggedIn, useSession } from "../session/store";
import { landingLanguage } from "./i18n";

/** A refusal or failure of the server: its status (0 when it could not be reached) and its sentence, if any. */
export class LandingApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The refusal's own id ("login_required", "cart_refused", ...), when it has one. */
    readonly id: string | null = null,
    /** A 422's sentences per field ("email", "items.0"), already in the visitor's language. */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

function messageOf(body: unknown): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  return "";
}

function idOf(body: unknown): string | null {
  if (body && typeof body === "object" && "error" in body && typeof body.error === "string") return body.error;
  return null;
}

function fieldsOf(body: unknown): Record<string, string[]> {
  if (!body || typeof body !== "object" || !("errors" in body) || !body.errors || typeof body.errors !== "object") {
    return {};
  }
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages)) fields[field] = messages.filter((m): m is string => typeof m === "string");
  }
  return fields;
}

/**
 * The landing pages' requests: JSON, in the visitor's language, with their token when signed in. An expired or
 * revoked token must not lock a visitor out of a public page: the session is forgotten and the request made again
 * as anyone's. Nothing here leaves the page (the app's client goes to the login page on a 401).
 */
export async function landingRequest<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const session = useSession.getState();
  const token = isLoggedIn(session) ? session.token : null;
  const headers: Record<string, string> = {
    accept: "application/json",
    "content-language": landingLanguage().code,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (method === "POST") headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: method === "POST" ? JSON.stringify(body ?? {}) : undefined });
  } catch {
    throw new LandingApiError(0, "");
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.status === 401 && token && method === "GET") {
    clearSessionEverywhere();
    return landingRequest(method, path, body);
  }
  if (!response.ok) throw new LandingApiError(response.status, messageOf(parsed), idOf(parsed), fieldsOf(parsed));
  return parsed as T;
}
