import { createHash, randomBytes } from "node:crypto";

/** A random secret for a bearer token or an e-mail link (32 bytes, URL-safe). */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this hash is stored; the secret itself exists only in the answer or the e-mail. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
