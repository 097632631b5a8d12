import { currentLanguage } from "../i18n/language";
import { navigateTo } from "../routing/navigation";
import { clearSessionEverywhere, useSession } from "../session/store";
import { ApiError, bodyMessage, errorCode, failureAction } from "./errors";
import { markRequestFailed, markRequestSucceeded, setLoading } from "./requestState";

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Default true: a missing resource on a page load shows the 404 screen. Forms pass false. */
  redirectOn404?: boolean;
  /** Default true: a 403 goes to the dashboard (spec 8). A screen that shows where the user stands passes false. */
  redirectOn403?: boolean;
  signal?: AbortSignal;
}

export interface UploadOptions extends RequestOptions {
  onProgress?: (percent: number) => void;
}

function buildUrl(path: string, query?: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let unauthorizedHandler: (() => void) | null = null;

/**
 * Replaces what a 401 does (sign out everywhere, go to the login page): an embedded player or builder has no
 * login page to go to and must not touch the browser's own sign-in (see embedded/embeddedSession.ts).
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

let outsideLaunchHandler: ((message: string | null) => void) | null = null;

/** What an embedded page does with a 403 launch_scope (the server's sentence): set by embedded/embeddedSession.ts. */
export function setOutsideLaunchHandler(handler: ((message: string | null) => void) | null): void {
  outsideLaunchHandler = handler;
}

/** The central failure handling of spec 8; always rethrows so the caller can react too. */
function handleFailure(status: number, body: unknown, withAuth: boolean, options: RequestOptions): never {
  setLoading(false);
  const action = failureAction(status, {
    withAuth,
    redirectOn404: options.redirectOn404 ?? true,
    redirectOn403: options.redirectOn403 ?? true,
    code: errorCode(body),
  });
  switch (action) {
    case "unauthorized":
      if (unauthorizedHandler) {
        unauthorizedHandler();
        break;
      }
      clearSessionEverywhere();
      navigateTo("/login", { replace: true });
      break;
    case "dashboard":
      navigateTo("/dashboard", { replace: true });
      break;
    case "notFound":
      navigateTo("/404", { replace: true });
      break;
    case "maintenance":
      navigateTo("/appInMaintenance", { replace: true });
      break;
    case "failed":
      markRequestFailed();
      break;
    case "outsideLaunch":
      outsideLaunchHandler?.(bodyMessage(body));
      break;
    case "validation":
    case "caller":
      break;
  }
  throw new ApiError(status, body);
}

function headers(withAuth: boolean, json: boolean): Record<string, string> {
  const out: Record<string, string> = { Accept: "application/json", "Content-Language": currentLanguage() };
  if (json) out["Content-Type"] = "application/json";
  const token = useSession.getState().token;
  if (withAuth && token) out.Authorization = `Bearer ${token}`;
  return out;
}

export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Multipart upload with progress (XMLHttpRequest: fetch cannot report upload progress). */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
}

function createClient(withAuth: boolean): HttpClient {
  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const hasBody = body !== undefined;
    const sentAuth = withAuth && Boolean(useSession.getState().token);
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers: headers(withAuth, true),
        // Writes without a payload still send "{}": a JSON Content-Type with an empty body is a 400 for Fastify.
        body: hasBody ? JSON.stringify(body) : method === "GET" ? undefined : "{}",
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return handleFailure(0, null, sentAuth, options);
    }
    const parsed = parseBody(await response.text());
    if (!response.ok) return handleFailure(response.status, parsed, sentAuth, options);
    markRequestSucceeded();
    return parsed as T;
  }

  function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    const sentAuth = withAuth && Boolean(useSession.getState().token);
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", buildUrl(path, options.query));
      // No Content-Type: the browser writes the multipart boundary itself.
      for (const [name, value] of Object.entries(headers(withAuth, false))) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      const fail = (status: number, body: unknown) => {
        try {
          handleFailure(status, body, sentAuth, options);
        } catch (error) {
          reject(error);
        }
      };
      xhr.onload = () => {
        const parsed = parseBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          markRequestSucceeded();
          resolve(parsed as T);
        } else fail(xhr.status, parsed);
      };
      xhr.onerror = () => fail(0, null);
      // A cancelled upload settles as an AbortError, like fetch, instead of hanging forever.
      xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
      if (options.signal?.aborted) {
        reject(new DOMException("The upload was cancelled.", "AbortError"));
        return;
      }
      options.signal?.addEventListener("abort", () => xhr.abort());
      xhr.send(form);
    });
  }

  return {
    get: (path, options) => request("GET", path, undefined, options),
    post: (path, body, options) => request("POST", path, body, options),
    put: (path, body, options) => request("PUT", path, body, options),
    delete: (path, body, options) => request("DELETE", path, body, options),
    upload,
  };
}

/** Calls on behalf of the signed-in user (bearer token). */
export const authClient = createClient(true);
/** Calls that need no account: sign-in, registration, password reset, configuration. */
export const publicClient = createClient(false);
