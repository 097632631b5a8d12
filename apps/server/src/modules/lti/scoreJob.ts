import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { courses, type LtiGradeLinkRow, type LtiPlatformRow, ltiGradeLinks, ltiPlatforms } from "../../db/schema";
import { type OutboundFetch, OutboundRefused } from "../../http/outbound/client";
import type { JobDefinition } from "../../jobs/queue";
import { answerExcerpt } from "../xapi/deliveryCause";
import { SCORE_MAXIMUM } from "./deepLinking";
import { AGS_SCOPE, SCORE_JOB, type ScoreJobData } from "./gradeLinks";
import { forgetPlatformToken, PlatformCallError, platformToken } from "./platformToken";

/** AGS 2.0 media types. */
export const AGS_TYPE = {
  score: "application/vnd.ims.lis.v1.score+json",
  lineItem: "application/vnd.ims.lis.v2.lineitem+json",
  container: "application/vnd.ims.lis.v2.lineitemcontainer+json",
} as const;
const TIMEOUT_MS = 10_000;
/** Answers that refuse a score for good (as opposed to a token refused, or the platform down). */
const REFUSED = new Set([400, 403, 404, 409, 422]);

/** The scores address of a line item: "/scores" after its path, its query kept (AGS 2.0 section 3.4.1). */
export function scoresUrl(lineitem: string): string {
  const url = new URL(lineitem);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/scores`;
  return url.toString();
}

type Call = { url: string; method: "GET" | "POST"; type?: string; accept?: string; body?: unknown };

/** One call to the platform with the token; a refused token is forgotten so the retry asks for a new one. */
async function callPlatform(db: Database, send: OutboundFetch, platform: LtiPlatformRow, scopes: string[], call: Call) {
  const token = await platformToken(db, send, platform, scopes);
  const response = await send(call.url, {
    method: call.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.type ? { "content-type": call.type } : {}),
      ...(call.accept ? { accept: call.accept } : {}),
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 401) forgetPlatformToken(platform, scopes);
  if (!response.ok)
    throw new PlatformCallError(
      `${call.method} ${call.url} answered ${response.status}`,
      response.status,
      await answerExcerpt(response),
    );
  return response;
}

/**
 * The line item of a link that named only the container: the one the platform keeps for its resource link, else
 * a new one (out of SCORE_MAXIMUM, labelled with the course's title); remembered on the link for next time.
 */
async function lineItemOf(
  db: Database,
  send: OutboundFetch,
  platform: LtiPlatformRow,
  link: LtiGradeLinkRow,
  scopes: string[],
) {
  if (link.lineitem_url) return link.lineitem_url;
  if (!link.lineitems_url) throw new Error("the grade link has no line item and no container");
  const query = new URL(link.lineitems_url);
  query.searchParams.set("resource_link_id", link.resource_link_id);
  const listed = await callPlatform(db, send, platform, scopes, {
    url: query.toString(),
    method: "GET",
    accept: AGS_TYPE.container,
  });
  const items = (await listed.json().catch(() => [])) as { id?: unknown; resourceLinkId?: unknown }[];
  let id = Array.isArray(items)
    ? items.find((item) => item.resourceLinkId === link.resource_link_id && typeof item.id === "string")?.id
    : undefined;
  if (typeof id !== "string") {
    const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, link.course_id));
    const created = await callPlatform(db, send, platform, scopes, {
      url: link.lineitems_url,
      method: "POST",
      type: AGS_TYPE.lineItem,
      accept: AGS_TYPE.lineItem,
      body: {
        scoreMaximum: SCORE_MAXIMUM,
        label: course?.title ?? "Course",
        resourceLinkId: link.resource_link_id,
        resourceId: `course-${link.course_id}`,
      },
    });
    id = ((await created.json().catch(() => null)) as { id?: unknown } | null)?.id;
    if (typeof id !== "string")
      throw new PlatformCallError("the new line item came back without an id", created.status);
  }
  await db.update(ltiGradeLinks).set({ lineitem_url: id }).where(eq(ltiGradeLinks.id, link.id));
  return id;
}

/** Posts one score (AGS 2.0 section 3.4); idempotent, as the platform keeps the score of the newest timestamp. */
export async function sendScore(db: Database, send: OutboundFetch, data: ScoreJobData): Promise<void> {
  const [row] = await db
    .select({ link: ltiGradeLinks, platform: ltiPlatforms })
    .from(ltiGradeLinks)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiGradeLinks.platform_id))
    .where(eq(ltiGradeLinks.id, data.linkId));
  // The registration or the learner was deleted since: there is nowhere to send the score.
  if (!row) return;
  const { link, platform } = row;
  const scopes = link.lineitem_url ? [AGS_SCOPE.score] : [AGS_SCOPE.lineitem, AGS_SCOPE.score];
  const { linkId: _link, ...score } = data;
  try {
    const lineitem = await lineItemOf(db, send, platform, link, scopes);
    await callPlatform(db, send, platform, scopes, {
      url: scoresUrl(lineitem),
      method: "POST",
      type: AGS_TYPE.score,
      body: { userId: link.sub, ...score },
    });
  } catch (error) {
    // A platform that takes only graded scores refuses a new attempt's reset: it keeps the last grade until the
    // attempt completes, which is all it allows; retrying would not change its mind (nor is it a failure to show).
    if (data.activityProgress === "Initialized" && error instanceof PlatformCallError && REFUSED.has(error.status ?? 0))
      return;
    await recordDelivery(db, platform.id, error);
    throw error;
  }
  await recordDelivery(db, platform.id, null);
}

/**
 * What the creator sees of the platform's grade passback (the LTI page): when a score last reached it, or why the
 * last one failed, in the text deliveryCause reads ("… answered 422: <the start of its answer>"). A failure is kept
 * until a later delivery succeeds; the job still retries as before.
 */
async function recordDelivery(db: Database, platformId: number, error: unknown): Promise<void> {
  const set =
    error === null
      ? { last_score_sent_at: new Date(), last_score_error: null, last_score_error_at: null }
      : { last_score_error: failureText(error).slice(0, 500), last_score_error_at: new Date() };
  await db.update(ltiPlatforms).set(set).where(eq(ltiPlatforms.id, platformId));
}

function failureText(error: unknown): string {
  if (error instanceof PlatformCallError && error.excerpt) return `${error.message}: ${error.excerpt}`;
  if (!(error instanceof Error)) return String(error);
  // fetch's own failures name their reason in `cause` (ECONNREFUSED, ENOTFOUND, a certificate…).
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.name === "Error" ? "" : `${error.name}: `}${error.message}${cause}`;
}

/**
 * The job that passes grades back: retried with doubling delays (30 s, 1 min, 2 min, … about 2 hours in all) while
 * the platform is down or refuses, as a score waits harmlessly.
 */
export function scoreJob(db: Database, send: OutboundFetch): JobDefinition<ScoreJobData> {
  return {
    name: SCORE_JOB,
    policy: { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300, policy: "standard" },
    run: (data) =>
      sendScore(db, send, data).catch((error: unknown) => {
        // An address this server may not call (the token endpoint, or a line item the platform named) stays one:
        // the refusal is in the log (loggedOutboundFetch), and retrying would only repeat it.
        if (!(error instanceof OutboundRefused)) throw error;
      }),
  };
}
