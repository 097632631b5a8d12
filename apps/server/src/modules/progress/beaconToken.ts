import type { Database } from "../../db/open";
import type { Signer } from "../../http/signing";
import { isSessionActive } from "../auth/tokens";

/**
 * navigator.sendBeacon sends no Authorization header, so get_progress hands the player a token that can do
 * one thing only: write this progress row of this user (update_progress, record_course_session), for as long as
 * the sign-in that asked for it lasts. It names that sign-in (the access token's id), so signing out, revoking
 * an integration or the sign-in's end stops it too. It is an HMAC of the server's signing key (http/signing),
 * so checking it costs one indexed read of the sign-in, on the beacon writes only; it travels in the beacon's
 * body, never in a URL (URLs end up in logs).
 *   b2.{progressId}.{userId}.{sessionId}.{exp}.{signature}
 */
export interface BeaconClaim {
  progressId: number;
  userId: number;
  /** The access token the beacon token was handed out to. */
  sessionId: number;
}

/** The sign-in a beacon token is handed out to. */
export interface BeaconSession {
  tokenId: number;
  expiresAt: Date;
}

const signedData = (c: BeaconClaim, exp: number) =>
  `progress-beacon:v2:${c.progressId}:${c.userId}:${c.sessionId}:${exp}`;

/** Signatures made recently, by signer: the same row, sign-in and expiry sign alike (see issueBeaconToken). */
const recentSignatures = new WeakMap<Signer, Map<string, string>>();
const MAX_RECENT_SIGNATURES = 10_000;

function signedOnce(signer: Signer, data: string): string {
  let recent = recentSignatures.get(signer);
  if (!recent) {
    recent = new Map();
    recentSignatures.set(signer, recent);
  }
  let signature = recent.get(data);
  if (signature === undefined) {
    if (recent.size >= MAX_RECENT_SIGNATURES) recent.clear();
    signature = signer.sign(data);
    recent.set(data, signature);
  }
  return signature;
}

/**
 * The token's lifetime starts at `now` rounded down to a step of 1% of the lifetime (a minute at most), so the
 * player's repeated reads within that step get the same token, signed once (issue 20): it lives at least 99% of
 * ttlSeconds, never past the sign-in.
 */
export function issueBeaconToken(
  signer: Signer,
  claim: Omit<BeaconClaim, "sessionId">,
  session: BeaconSession,
  ttlSeconds: number,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const step = Math.max(1, Math.min(60_000, ttlSeconds * 10));
  const from = now - (now % step);
  const exp = Math.floor(Math.min(from + ttlSeconds * 1000, session.expiresAt.getTime()) / 1000);
  const full = { ...claim, sessionId: session.tokenId };
  return {
    token: `b2.${full.progressId}.${full.userId}.${full.sessionId}.${exp}.${signedOnce(signer, signedData(full, exp))}`,
    expiresAt: new Date(exp * 1000),
  };
}

/** The claim of a well-formed, correctly signed, unexpired beacon token, with its expiry; null otherwise. */
export function verifyBeaconToken(
  signer: Signer,
  token: string,
  now = Date.now(),
): (BeaconClaim & { expiresAt: Date }) | null {
  const match = /^b2\.(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{1,64})$/.exec(token);
  if (!match) return null;
  const claim = { progressId: Number(match[1]), userId: Number(match[2]), sessionId: Number(match[3]) };
  const exp = Number(match[4]);
  if (exp * 1000 <= now || !signer.verify(signedData(claim, exp), match[5] ?? "")) return null;
  return { ...claim, expiresAt: new Date(exp * 1000) };
}

/** The claim of a beacon token whose sign-in is still active (not signed out, revoked or ended); null otherwise. */
export async function activeBeaconClaim(db: Database, signer: Signer, token: string) {
  const claim = verifyBeaconToken(signer, token);
  if (!claim || !(await isSessionActive(db, claim.sessionId, claim.userId))) return null;
  return claim;
}
