import { type Cmi5LaunchParameters, XAPI_VERSION, type XapiStatement } from "@coursewright/course-model/cmi5";

/** A step of the launch that failed; `step` is for the console, the learner sees a translated sentence. */
export class Cmi5LaunchError extends Error {
  constructor(readonly step: string) {
    super(`cmi5 launch failed: ${step}`);
    this.name = "Cmi5LaunchError";
  }
}

type Fetch = typeof fetch;

/**
 * The auth token, from the one POST to the LMS's fetch URL the AU may make (cmi5 section 8.2). The LMS answers
 * 200 with either {"auth-token"} or {"error-code", "error-text"}.
 */
export async function fetchAuthToken(fetchUrl: string, fetchImpl: Fetch = fetch): Promise<string> {
  const response = await fetchImpl(fetchUrl, { method: "POST", cache: "no-store" }).catch(() => null);
  const body: unknown = response?.ok ? await response.json().catch(() => null) : null;
  const token = typeof body === "object" && body !== null ? (body as Record<string, unknown>)["auth-token"] : null;
  if (typeof token !== "string" || token === "") throw new Cmi5LaunchError("fetch");
  return token;
}

export interface Lrs {
  /** Puts a statement under its own id (a retried PUT cannot record it twice). */
  putStatement(statement: XapiStatement, keepalive?: boolean): Promise<void>;
  /** A state document of this learner, AU and registration; null when there is none. */
  getState(stateId: string): Promise<unknown>;
  putState(stateId: string, document: unknown, keepalive?: boolean): Promise<void>;
}

/** The LMS's LRS as the launch names it: every request with the auth token and the xAPI version. */
export function createLrs(launch: Cmi5LaunchParameters, token: string, fetchImpl: Fetch = fetch): Lrs {
  const headers = {
    Authorization: `Basic ${token}`,
    "X-Experience-API-Version": XAPI_VERSION,
    "Content-Type": "application/json",
  };
  const stateUrl = (stateId: string) =>
    `${launch.endpoint}activities/state?${new URLSearchParams({
      stateId,
      activityId: launch.activityId,
      agent: JSON.stringify(launch.actor),
      registration: launch.registration,
    })}`;
  const send = async (step: string, url: string, init: RequestInit) => {
    const response = await fetchImpl(url, { ...init, headers, cache: "no-store" }).catch(() => null);
    if (!response?.ok) throw new Cmi5LaunchError(`${step}: ${response?.status ?? "network"}`);
    return response;
  };
  return {
    async putStatement(statement, keepalive = false) {
      const url = `${launch.endpoint}statements?${new URLSearchParams({ statementId: statement.id })}`;
      await send("statement", url, { method: "PUT", body: JSON.stringify(statement), keepalive });
    },
    async getState(stateId) {
      const response = await fetchImpl(stateUrl(stateId), { headers, cache: "no-store" }).catch(() => null);
      if (response?.status === 404) return null;
      if (!response?.ok) throw new Cmi5LaunchError(`state ${stateId}: ${response?.status ?? "network"}`);
      return response.json().catch(() => null);
    },
    async putState(stateId, document, keepalive = false) {
      await send(`state ${stateId}`, stateUrl(stateId), { method: "PUT", body: JSON.stringify(document), keepalive });
    },
  };
}
