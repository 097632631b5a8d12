/** The claims of an LTI 1.3 resource link launch this tool reads (IMS LTI Core 1.3, section 5.3). */
export const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
export const CLAIM = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  roles: `${LTI}roles`,
  custom: `${LTI}custom`,
  resourceLink: `${LTI}resource_link`,
  context: `${LTI}context`,
} as const;

/** The context roles that author: they open the builder; everyone else plays. */
const INSTRUCTOR_ROLES = new Set(
  ["Instructor", "ContentDeveloper", "Administrator"].map(
    (role) => `http://purl.imsglobal.org/vocab/lis/v2/membership#${role}`,
  ),
);

export function isInstructor(roles: unknown): boolean {
  return Array.isArray(roles) && roles.some((role) => typeof role === "string" && INSTRUCTOR_ROLES.has(role));
}

/**
 * The course a resource link opens: the `course_id` custom parameter, else a course named by the target link
 * (…/coursePlayer/12, …/courseBuilder/12 or ?course_id=12). null when neither names one.
 */
export function targetCourseId(custom: unknown, targetLinkUri: unknown): number | null {
  const fromCustom = custom && typeof custom === "object" ? (custom as Record<string, unknown>).course_id : undefined;
  const candidates: unknown[] = [fromCustom];
  if (typeof targetLinkUri === "string") {
    try {
      const url = new URL(targetLinkUri);
      candidates.push(
        url.searchParams.get("course_id"),
        /\/course(?:Player|Builder)\/(\d+)\/?$/.exec(url.pathname)?.[1],
      );
    } catch {
      // Not an address: only the custom parameter can name the course.
    }
  }
  for (const candidate of candidates) {
    const text = typeof candidate === "number" ? String(candidate) : candidate;
    if (typeof text === "string" && /^\d{1,9}$/.test(text.trim()) && Number(text) > 0) return Number(text);
  }
  return null;
}

/** The learner's display name from the standard OpenID claims, when the platform sends any. */
export function displayName(payload: Record<string, unknown>): string | null {
  const parts = [payload.given_name, payload.family_name].filter((p) => typeof p === "string" && p.trim());
  const name = typeof payload.name === "string" && payload.name.trim() ? payload.name : parts.join(" ");
  return name.trim() ? name.trim().slice(0, 255) : null;
}
