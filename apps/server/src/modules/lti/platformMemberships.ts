// The Names and Role Provisioning side of the test platform (NRPS 2.0): each context's roster, served in pages
// of `pageSize` members linked by `Link: <…>; rel="next"` headers, as Moodle and Canvas page theirs.
import type { ServerResponse } from "node:http";

export const NRPS_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
const NRPS_CLAIM = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";

export interface RosterMember {
  user_id: string;
  roles: string[];
  status?: "Active" | "Inactive" | "Deleted";
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
}

export interface PlatformMemberships {
  /** The context's roster, and how many members a page holds. */
  setRoster(contextId: string, members: RosterMember[], pageSize?: number): void;
  /** The launch's NRPS claim for the context. */
  nrpsClaim(contextId: string): Record<string, unknown>;
  /** The claim's name, for tests that change or remove it. */
  nrpsClaimName: string;
}

export function createMemberships(base: string) {
  const rosters = new Map<string, { members: RosterMember[]; pageSize: number }>();
  const address = (contextId: string) => `${base}/contexts/${encodeURIComponent(contextId)}/memberships`;

  /** Answers a memberships request (true), or leaves the request to others (false). */
  function answer(url: URL, method: string, response: ServerResponse): boolean {
    const match = /^\/contexts\/([^/]+)\/memberships$/.exec(url.pathname);
    if (!match?.[1] || method !== "GET") return false;
    const contextId = decodeURIComponent(match[1]);
    const roster = rosters.get(contextId);
    if (!roster) {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"not_found"}');
      return true;
    }
    const page = Math.max(Number(url.searchParams.get("page") ?? 1), 1);
    const start = (page - 1) * roster.pageSize;
    const headers: Record<string, string> = { "content-type": NRPS_TYPE };
    if (start + roster.pageSize < roster.members.length)
      headers.link = `<${address(contextId)}?page=${page + 1}>; rel="next"`;
    response.writeHead(200, headers).end(
      JSON.stringify({
        id: `${address(contextId)}?page=${page}`,
        context: { id: contextId, label: "CS101", title: "Computing 101" },
        members: roster.members.slice(start, start + roster.pageSize),
      }),
    );
    return true;
  }

  const self: PlatformMemberships & { answer: typeof answer } = {
    answer,
    nrpsClaimName: NRPS_CLAIM,
    setRoster(contextId, members, pageSize = 2) {
      rosters.set(contextId, { members, pageSize });
    },
    nrpsClaim(contextId) {
      return { [NRPS_CLAIM]: { context_memberships_url: address(contextId), service_versions: ["2.0"] } };
    },
  };
  return self;
}
