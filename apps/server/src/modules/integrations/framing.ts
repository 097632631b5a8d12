import { LAUNCH_PARAM } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { apiIntegrations } from "../../db/schema";
import type { Deps } from "../../deps";
import { contentSecurityPolicy, policyHeader } from "../../http/security";
import { getSigner } from "../../http/signing";
import type { HtmlHeaders } from "../../http/spa";
import { verifyLaunchToken } from "./launchTokens";

const EMBEDDABLE = /^\/(coursePlayer|courseBuilder)\/(\d+)\/?$/;

/**
 * Who may frame a page (CSP frame-ancestors): the player's or builder's HTML requested with a valid launch of
 * that very page and course may be framed by the integration's allowed origins (api kind) or by any site (scorm
 * kind: the LMS that runs a package is unknown, and its launch only ever plays one course). Everything else keeps
 * the default 'self'. Such an answer is never stored (no-store): the launch in its address is a credential, and a
 * cached copy must not outlive a revocation.
 */
export function framingHeaders(deps: Pick<Deps, "db" | "config">): HtmlHeaders {
  const { db, config } = deps;
  const policy = contentSecurityPolicy(config);
  return async (request: FastifyRequest) => {
    const url = new URL(request.url, "http://localhost");
    const page = EMBEDDABLE.exec(url.pathname);
    const launch = url.searchParams.get(LAUNCH_PARAM);
    if (!page || !launch) return null;
    const claims = verifyLaunchToken(await getSigner(db), launch);
    const purpose = page[1] === "courseBuilder" ? "builder" : "player";
    if (!claims || claims.purpose !== purpose || claims.courseId !== Number(page[2])) return null;
    const [integration] = await db
      .select({
        kind: apiIntegrations.kind,
        origins: apiIntegrations.allowed_origins,
        revoked: apiIntegrations.revoked_at,
      })
      .from(apiIntegrations)
      .where(eq(apiIntegrations.id, claims.integrationId));
    if (!integration || integration.revoked) return null;
    // A package's player is framed by its launch page, wherever the LMS serves it from.
    const isPackage = integration.kind === "scorm" || integration.kind === "cmi5";
    const ancestors = isPackage ? ["*"] : ["'self'", ...integration.origins];
    return {
      "content-security-policy": policyHeader({ ...policy, "frame-ancestors": ancestors }),
      "cache-control": "no-store",
    };
  };
}
