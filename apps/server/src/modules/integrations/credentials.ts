import { randomBytes, timingSafeEqual } from "node:crypto";
import { hashSecret, newSecret } from "../auth/secrets";

/** A public id: 16 random bytes (not a secret, but unguessable, so ids reveal nothing about how many exist). */
export const newClientId = () => `cw_${randomBytes(16).toString("base64url")}`;

/** The secret and the hash kept of it (like access tokens: a leaked database leaks no usable secret). */
export function newClientSecret(): { secret: string; hash: string } {
  const secret = newSecret();
  return { secret, hash: hashSecret(secret) };
}

/** Compares the sha256 of a presented secret with the stored one in constant time. */
export function secretMatches(presented: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const given = Buffer.from(hashSecret(presented), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
