import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/open";
import { appSecrets } from "../db/schema";

export interface Signer {
  /** A short, URL-safe signature of `data`. */
  sign(data: string): string;
  verify(data: string, signature: string): boolean;
}

const SECRET_NAME = "url_signing_key";
const signers = new WeakMap<Database, Promise<Signer>>();

/**
 * The signer of this database's shared secret. The secret is created on first use; when two processes
 * race to create it, the insert that loses reads the winner's, so every process signs alike.
 */
export function getSigner(db: Database): Promise<Signer> {
  let signer = signers.get(db);
  if (!signer) {
    signer = loadSigner(db);
    signers.set(db, signer);
    signer.catch(() => signers.delete(db));
  }
  return signer;
}

async function loadSigner(db: Database): Promise<Signer> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("url signing key missing after insert");
  const key = Buffer.from(row.value, "base64url");
  const sign = (data: string) => createHmac("sha256", key).update(data).digest("base64url").slice(0, 32);
  return {
    sign,
    verify(data, signature) {
      const expected = Buffer.from(sign(data));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Expiry for signed URLs: the next 6-hour boundary plus 6 hours, so a URL stays the same (cacheable) for hours. */
export function signedUrlExpiry(now = Date.now()): number {
  const block = 6 * 3600;
  const seconds = Math.floor(now / 1000);
  return (Math.floor(seconds / block) + 2) * block;
}
