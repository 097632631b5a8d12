import type { Signer } from "../../http/signing";

/**
 * A launch: what lets an embedded player (or builder) in, without a Coursewright account. It is an HMAC of the
 * server's signing key (http/signing), so every process accepts it without a table; what it names is checked
 * when it is redeemed (the integration not revoked, the course still there), so revoking the integration ends
 * every launch of it, including the ones inside SCORM packages already uploaded to an LMS (which never expire).
 *   v1.{purpose}.{integrationId}.{courseId}.{exp or 0}.{base64url(integration user id) or empty}.{signature}
 */
export type LaunchPurpose = "player" | "builder";

export interface LaunchClaims {
  purpose: LaunchPurpose;
  integrationId: number;
  courseId: number;
  /** Unix seconds; null: no expiry (SCORM packages). */
  exp: number | null;
  /** The external system's user, fixed by the launch; null lets the redeemer name one (SCORM: the LMS learner). */
  integrationUserId: string | null;
}

const encodeUser = (id: string | null) => (id === null ? "" : Buffer.from(id, "utf8").toString("base64url"));

const signedData = (c: LaunchClaims) =>
  `launch:v1:${c.purpose}:${c.integrationId}:${c.courseId}:${c.exp ?? 0}:${encodeUser(c.integrationUserId)}`;

export function createLaunchToken(signer: Signer, claims: LaunchClaims): string {
  const { purpose, integrationId, courseId, exp, integrationUserId } = claims;
  return `v1.${purpose}.${integrationId}.${courseId}.${exp ?? 0}.${encodeUser(integrationUserId)}.${signer.sign(signedData(claims))}`;
}

/** The claims of a well-formed, correctly signed, unexpired launch; null otherwise. */
export function verifyLaunchToken(signer: Signer, token: string, now = Date.now()): LaunchClaims | null {
  const match =
    /^v1\.(player|builder)\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{0,700})\.([A-Za-z0-9_-]{1,64})$/.exec(
      token,
    );
  if (!match) return null;
  const purpose = match[1] as LaunchPurpose;
  const exp = Number(match[4]) || null;
  const user = match[5] ? Buffer.from(match[5], "base64url").toString("utf8") : null;
  const claims: LaunchClaims = {
    purpose,
    integrationId: Number(match[2]),
    courseId: Number(match[3]),
    exp,
    integrationUserId: user,
  };
  if (exp !== null && exp * 1000 <= now) return null;
  // Re-encoding must give back the same text: a non-canonical user part (e.g. padding bits) is refused.
  if (encodeUser(user) !== match[5]) return null;
  return signer.verify(signedData(claims), match[6] ?? "") ? claims : null;
}
