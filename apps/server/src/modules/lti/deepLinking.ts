import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { importJWK, SignJWT } from "jose";
import type { Database } from "../../db/open";
import { apiIntegrations, courses, hubCourses, hubs, ltiPlatforms } from "../../db/schema";
import type { Signer } from "../../http/signing";
import { CLAIM, isInstructor } from "./claims";
import { LtiError } from "./errorPage";
import { currentToolKey } from "./keys";
import type { VerifiedMessage } from "./launch";
import { toolUrls } from "./login";

/** The claims of LTI Deep Linking 2.0 (IMS, sections 4.4 and 4.5). */
const DL = "https://purl.imsglobal.org/spec/lti-dl/claim/";
export const DL_CLAIM = {
  settings: `${DL}deep_linking_settings`,
  contentItems: `${DL}content_items`,
  data: `${DL}data`,
} as const;

/** What the picker carries from the request to the response, signed so the browser cannot change it. */
export interface PickerContext {
  platformId: number;
  deploymentId: string;
  returnUrl: string;
  /** The settings' `data`, echoed back unchanged (DL 2.0 section 4.4.1). */
  data?: string;
  /** Unix seconds. */
  exp: number;
}

/** How long the instructor has to pick a course. */
export const PICKER_SECONDS = 3600;
/** The most courses the picker lists (by title). */
export const PICKER_COURSES_MAX = 500;
/** The grade every content item's line item is out of: the course's pass percentage. */
export const SCORE_MAXIMUM = 100;

const isHttpUrl = (text: unknown): text is string => {
  if (typeof text !== "string" || text.length > 2000) return false;
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * A verified LtiDeepLinkingRequest as the picker's context: only instructors pick, and the settings must name a
 * return address and accept LTI resource links (the one kind of item this tool returns).
 */
export function pickerContext({ platform, payload }: VerifiedMessage, now = Date.now()): PickerContext {
  if (!isInstructor(payload[CLAIM.roles])) throw new LtiError("not_instructor");
  const settings = payload[DL_CLAIM.settings];
  if (!settings || typeof settings !== "object") throw new LtiError("deep_linking_settings");
  const { deep_link_return_url: returnUrl, accept_types: types, data } = settings as Record<string, unknown>;
  if (!isHttpUrl(returnUrl) || !Array.isArray(types) || !types.includes("ltiResourceLink"))
    throw new LtiError("deep_linking_settings");
  if (data !== undefined && (typeof data !== "string" || data.length > 4000))
    throw new LtiError("deep_linking_settings");
  return {
    platformId: platform.id,
    deploymentId: String(payload[CLAIM.deploymentId]),
    returnUrl,
    ...(data === undefined ? {} : { data }),
    exp: Math.floor(now / 1000) + PICKER_SECONDS,
  };
}

/** The context as one form field: base64url JSON and its signature. */
export function sealPickerContext(signer: Signer, context: PickerContext): string {
  const body = Buffer.from(JSON.stringify(context)).toString("base64url");
  return `${body}.${signer.sign(`lti-picker:${body}`)}`;
}

/** The context back from the form, or null when it was changed, forged or is out of date. */
export function openPickerContext(signer: Signer, sealed: string, now = Date.now()): PickerContext | null {
  const [body, signature, ...rest] = sealed.split(".");
  if (!body || !signature || rest.length > 0 || !signer.verify(`lti-picker:${body}`, signature)) return null;
  try {
    const context = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as PickerContext;
    return context.exp * 1000 > now ? context : null;
  } catch {
    return null;
  }
}

/** The platform of a context while it is still registered (with the deployment) and its integration not revoked. */
async function contextPlatform(db: Database, context: PickerContext) {
  const [row] = await db
    .select({ platform: ltiPlatforms })
    .from(ltiPlatforms)
    .innerJoin(apiIntegrations, eq(apiIntegrations.id, ltiPlatforms.integration_id))
    .where(and(eq(ltiPlatforms.id, context.platformId), isNull(apiIntegrations.revoked_at)));
  const platform = row?.platform;
  if (!platform?.deployment_ids.includes(context.deploymentId)) throw new LtiError("unknown_platform");
  return platform;
}

export interface PickerCourse {
  id: number;
  title: string;
  description: string | null;
}
export interface PickerChoices {
  courses: PickerCourse[];
  /** The creator's hubs that hold courses, by name, each with its courses in the hub's order. */
  hubs: { id: number; name: string; courses: PickerCourse[] }[];
}

/** The courses the picker offers: those of the creator who registered the platform, and their hubs' courses. */
export async function pickerCourses(db: Database, context: PickerContext): Promise<PickerChoices> {
  const platform = await contextPlatform(db, context);
  const own = await db
    .select({ id: courses.id, title: courses.title, description: courses.description })
    .from(courses)
    .where(eq(courses.user_id, platform.user_id))
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(PICKER_COURSES_MAX);
  const inHubs = await db
    .select({
      hubId: hubs.id,
      hubName: hubs.name,
      id: courses.id,
      title: courses.title,
      description: courses.description,
    })
    .from(hubCourses)
    .innerJoin(hubs, eq(hubs.id, hubCourses.hub_id))
    // A hub holds its creator's courses; the course's owner is checked too, as the response will.
    .innerJoin(courses, and(eq(courses.id, hubCourses.course_id), eq(courses.user_id, platform.user_id)))
    .where(eq(hubs.user_id, platform.user_id))
    .orderBy(asc(hubs.name), asc(hubs.id), asc(hubCourses.order), asc(hubCourses.id))
    .limit(PICKER_COURSES_MAX);
  const grouped = new Map<number, PickerChoices["hubs"][number]>();
  for (const { hubId, hubName, ...course } of inHubs) {
    const hub = grouped.get(hubId) ?? { id: hubId, name: hubName, courses: [] };
    hub.courses.push(course);
    grouped.set(hubId, hub);
  }
  return { courses: own, hubs: [...grouped.values()] };
}

/**
 * The LtiDeepLinkingResponse for the chosen course (DL 2.0 section 4.5), signed with the tool's current key: one
 * `ltiResourceLink` whose custom course_id a later launch opens, with a line item for the grade.
 */
export async function deepLinkingResponse(
  db: Database,
  publicUrl: string,
  context: PickerContext,
  courseId: number,
): Promise<string> {
  const platform = await contextPlatform(db, context);
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.user_id, platform.user_id)));
  if (!course) throw new LtiError("unknown_course");
  const item = {
    type: "ltiResourceLink",
    title: course.title,
    url: toolUrls(publicUrl).launch_url,
    custom: { course_id: String(course.id) },
    lineItem: { scoreMaximum: SCORE_MAXIMUM, label: course.title, resourceId: `course-${course.id}` },
  };
  const key = await currentToolKey(db);
  return (
    new SignJWT({
      nonce: randomBytes(16).toString("base64url"),
      [CLAIM.messageType]: "LtiDeepLinkingResponse",
      [CLAIM.version]: "1.3.0",
      [CLAIM.deploymentId]: context.deploymentId,
      [DL_CLAIM.contentItems]: [item],
      ...(context.data === undefined ? {} : { [DL_CLAIM.data]: context.data }),
    })
      .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
      // The tool is the issuer, named by its client id; the platform is the audience (DL 2.0 section 4.5.1).
      .setIssuer(platform.client_id)
      .setAudience(platform.issuer)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(await importJWK(key.private_jwk, "RS256"))
  );
}
