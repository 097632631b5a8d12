import type { Signer } from "../../http/signing";

/**
 * navigator.sendBeacon sends no Authorization header, so get_progress hands the player a token that can do
 * one thing only: write this progress row of this user (update_progress, record_course_session), until it
 * expires. It is an HMAC of the server's signing key (http/signing), so it needs no table and every process
 * accepts it; it travels in the beacon's body, never in a URL (URLs end up in logs).
 *   {progressId}.{userId}.{exp}.{signature}
 */
export interface BeaconClaim {
  progressId: number;
  userId: number;
}

const signedData = (progressId: number, userId: number, exp: number) =>
  `progress-beacon:${progressId}:${userId}:${exp}`;

export function issueBeaconToken(
  signer: Signer,
  claim: BeaconClaim,
  ttlSeconds: number,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const { progressId, userId } = claim;
  return {
    token: `${progressId}.${userId}.${exp}.${signer.sign(signedData(progressId, userId, exp))}`,
    expiresAt: new Date(exp * 1000),
  };
}

export function verifyBeaconToken(signer: Signer, token: string, now = Date.now()): BeaconClaim | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{1,64})$/.exec(token);
  if (!match) return null;
  const [progressId, userId, exp] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const signature = match[4] ?? "";
  if (exp * 1000 <= now || !signer.verify(signedData(progressId, userId, exp), signature)) return null;
  return { progressId, userId };
}
