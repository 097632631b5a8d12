import { clearSessionEverywhere, isLoggedIn, useSession } from "../session/store";
import { landingLanguage } from "./i18n";

/** A refusal or failure of the server: its status (0 when it could not be reached) and its sentence, if any. */
export class LandingApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function messageOf(body: unknown): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  return "";
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
  if (!response.ok) throw new LandingApiError(response.status, messageOf(parsed));
  return parsed as T;
}
