import {
  LTI_ROSTER_MEMBERS_MAX,
  LTI_ROSTER_PAGES_MAX,
  type LtiRoster,
  type LtiRosterContext,
  type LtiRosterMember,
} from "@coursewright/course-model";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import { courseProgresses, courses, type LtiPlatformRow, ltiContexts, ltiPlatforms, users } from "../../db/schema";
import { errors, HttpError } from "../../http/errors";
import { OutboundFailed, type OutboundFetch, OutboundRefused } from "../../http/outbound/client";
import { authorize, policies } from "../../http/policies";
import { CLAIM } from "./claims";
import { callableUrl } from "./gradeLinks";
import type { VerifiedMessage } from "./launch";
import { forgetPlatformToken, PlatformCallError, platformToken } from "./platformToken";

/** LTI Names and Role Provisioning Services 2.0: the launch claim, the scope and the media type it answers. */
export const NRPS_CLAIM = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";
export const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
export const NRPS_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
const TIMEOUT_MS = 10_000;

/**
 * Keeps where the launch's context reads its roster, per course it opened: any launch (learner or instructor)
 * with the NRPS claim and a context. Nothing otherwise, or when the address is not one the server may call.
 */
export async function rememberContext(
  db: Database,
  publicUrl: string,
  { platform, payload }: VerifiedMessage,
  courseId: number,
): Promise<void> {
  const claim = payload[NRPS_CLAIM] as Record<string, unknown> | undefined;
  const context = payload[CLAIM.context] as Record<string, unknown> | undefined;
  if (!claim || typeof claim !== "object" || !context || typeof context.id !== "string" || !context.id) return;
  const versions = claim.service_versions;
  if (Array.isArray(versions) && !versions.includes("2.0")) return;
  const url = callableUrl(claim.context_memberships_url, publicUrl);
  if (!url) return;
  const title = [context.title, context.label].find((t): t is string => typeof t === "string" && t.trim() !== "");
  const values = { memberships_url: url, context_title: title?.trim().slice(0, 255) ?? null, updated_at: new Date() };
  await db
    .insert(ltiContexts)
    .values({ platform_id: platform.id, course_id: courseId, context_id: context.id.slice(0, 255), ...values })
    .onConflictDoUpdate({
      target: [ltiContexts.platform_id, ltiContexts.course_id, ltiContexts.context_id],
      set: values,
    });
}

const contextColumns = {
  id: ltiContexts.id,
  course_id: ltiContexts.course_id,
  course_title: courses.title,
  platform_title: ltiPlatforms.title,
  context_id: ltiContexts.context_id,
  context_title: ltiContexts.context_title,
  updated_at: ltiContexts.updated_at,
};
const presentContext = ({ updated_at, ...row }: { updated_at: Date } & Omit<LtiRosterContext, "updated_at">) => ({
  ...row,
  updated_at: updated_at.toISOString(),
});

/** The creator's LMS contexts with a roster (of one course when given), the latest launched first. */
export async function listRosterContexts(db: Database, userId: number, courseId?: number) {
  const rows = await db
    .select(contextColumns)
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platform_id))
    .innerJoin(courses, eq(courses.id, ltiContexts.course_id))
    .where(and(eq(ltiPlatforms.user_id, userId), courseId === undefined ? undefined : eq(courses.id, courseId)))
    .orderBy(desc(ltiContexts.updated_at), asc(ltiContexts.id))
    .limit(200);
  return rows.map(presentContext);
}

interface PlatformMember {
  user_id?: unknown;
  status?: unknown;
  roles?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
}

/** The address of the `rel="next"` link of a Link header (RFC 8288), when there is one. */
export function nextLink(header: string | null): string | null {
  for (const part of header?.split(",") ?? []) {
    const [target, ...params] = part.split(";");
    const url = /^\s*<([^>]*)>\s*$/.exec(target ?? "")?.[1];
    const rel = params.map((param) => /^\s*rel\s*=\s*"?([^"]*)"?\s*$/i.exec(param)?.[1]).find((v) => v !== undefined);
    if (url && rel?.toLowerCase().split(/\s+/).includes("next")) return url;
  }
  return null;
}

/**
 * Every member of the context, page after page (NRPS 2.0 section 2.4.2: follow `Link: rel="next"`), with a token
 * of the memberships scope. Next pages must stay on the roster's own origin: the server calls nowhere else.
 */
async function fetchMembers(db: Database, send: OutboundFetch, platform: LtiPlatformRow, first: string) {
  const members: PlatformMember[] = [];
  const origin = new URL(first).origin;
  let url: string | null = first;
  for (let page = 0; url && page < LTI_ROSTER_PAGES_MAX && members.length < LTI_ROSTER_MEMBERS_MAX; page++) {
    const token = await platformToken(db, send, platform, [NRPS_SCOPE]);
    const response: Response = await send(url, {
      headers: { authorization: `Bearer ${token}`, accept: NRPS_TYPE },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401) forgetPlatformToken(platform, [NRPS_SCOPE]);
    if (!response.ok) throw new PlatformCallError(`GET ${url} answered ${response.status}`, response.status);
    const body = (await response.json().catch(() => null)) as { members?: unknown } | null;
    if (!Array.isArray(body?.members)) throw new PlatformCallError(`GET ${url} answered no members`, response.status);
    members.push(...(body.members as PlatformMember[]));
    const next = nextLink(response.headers.get("link"));
    url = next && new URL(next, url).origin === origin ? new URL(next, url).toString() : null;
  }
  return { members: members.slice(0, LTI_ROSTER_MEMBERS_MAX), truncated: url !== null };
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 255) : null);

/** A member the report lists: active, with a learner role (full URI or the short context role name). */
function isActiveLearner(member: PlatformMember): member is PlatformMember & { user_id: string } {
  if (typeof member.user_id !== "string" || !member.user_id || member.user_id.length > 255) return false;
  if (member.status !== undefined && member.status !== "Active") return false;
  return (
    Array.isArray(member.roles) &&
    member.roles.some((role) => typeof role === "string" && /(^|#|\/)Learner$/.test(role))
  );
}

/** The context's roster, read from the platform now, with each learner's progress in the course on this server. */
export async function contextRoster(
  db: Database,
  send: OutboundFetch,
  user: { id: number },
  contextId: number,
): Promise<LtiRoster> {
  const [row] = await db
    .select({ context: contextColumns, platform: ltiPlatforms, url: ltiContexts.memberships_url })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platform_id))
    .innerJoin(courses, eq(courses.id, ltiContexts.course_id))
    .where(eq(ltiContexts.id, contextId));
  if (!row) throw errors.notFound();
  authorize(policies.manageIntegration(user, row.platform));
  let read: Awaited<ReturnType<typeof fetchMembers>>;
  try {
    read = await fetchMembers(db, send, row.platform, row.url);
  } catch (error) {
    // The token endpoint or the roster is at an address this server does not call: the creator is told which.
    if (error instanceof OutboundRefused) throw new HttpError(502, "lti_roster_refused", "lti.roster_refused");
    // The platform down, refusing the tool or answering nonsense: the creator is told to check it.
    if (
      error instanceof PlatformCallError ||
      error instanceof OutboundFailed ||
      (error as Error).name === "TimeoutError"
    )
      throw new HttpError(502, "lti_roster_unavailable", "lti.roster_unavailable");
    throw error;
  }
  const learners = new Map(read.members.filter(isActiveLearner).map((member) => [member.user_id, member]));
  const known = learners.size
    ? await db
        .select({ id: users.id, sub: users.integration_user_id })
        .from(users)
        .where(
          and(
            eq(users.integration_id, row.platform.integration_id),
            inArray(users.integration_user_id, [...learners.keys()]),
          ),
        )
    : [];
  const progress = known.length
    ? await db
        .select({
          user: courseProgresses.user_id,
          completed: courseProgresses.completed,
          passed: courseProgresses.passed,
        })
        .from(courseProgresses)
        .where(
          and(
            eq(courseProgresses.course_id, row.context.course_id),
            inArray(
              courseProgresses.user_id,
              known.map((k) => k.id),
            ),
          ),
        )
    : [];
  const idOf = new Map(known.map((k) => [k.sub, k.id]));
  // A learner may have several rows (one per share): any completed one counts, else any row is a start.
  const rowsOf = new Map<number, typeof progress>();
  for (const row of progress) rowsOf.set(row.user, [...(rowsOf.get(row.user) ?? []), row]);
  const members: LtiRosterMember[] = [...learners.values()].map((member) => {
    const userId = idOf.get(member.user_id) ?? null;
    const rows = userId === null ? [] : (rowsOf.get(userId) ?? []);
    const done = rows.find((p) => p.completed);
    const parts = [text(member.given_name), text(member.family_name)].filter(Boolean).join(" ");
    return {
      platform_user_id: member.user_id,
      name: text(member.name) ?? (parts || null),
      email: text(member.email),
      status: done ? "completed" : rows.length ? "in_progress" : "not_started",
      passed: done ? done.passed : null,
      user_id: userId,
    };
  });
  const order = { not_started: 0, in_progress: 1, completed: 2 } as const;
  members.sort(
    (a, b) =>
      order[a.status] - order[b.status] || (a.name ?? a.platform_user_id).localeCompare(b.name ?? b.platform_user_id),
  );
  return {
    context: presentContext(row.context),
    members,
    not_started: members.filter((m) => m.status === "not_started").length,
    truncated: read.truncated,
  };
}
