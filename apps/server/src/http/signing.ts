import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/open";
import { appSecrets } from "../db/schema";

export interface Signer {
  /** A short, URL-safe signature of `data`. */
  sign(data: string): string;
  verify(data: string, signature: string): boolean;
  /**
   * The expiry (unix seconds) that URLs signed with this signer carry unless told otherwise: `signedUrlExpiry`
   * for the creator's own screens, a fixed, short one for what learners are given (see `signingUntil`).
   */
  expiry(): number;
}

const SECRET_NAME = "url_signing_key";
const signers = new WeakMap<Database, Promise<Signer>>();
const signersLoaded = new WeakMap<Database, Signer>();

/**
 * The signer of this database's shared secret. The secret is created on first use; when two processes
 * race to create it, the insert that loses reads the winner's, so every process signs alike.
 */
export function getSigner(db: Database): Promise<Signer> {
  let signer = signers.get(db);
  if (!signer) {
    signer = loadSigner(db);
    signers.set(db, signer);
    signer.then(
      (loaded) => signersLoaded.set(db, loaded),
      () => signers.delete(db),
    );
  }
  return signer;
}

/** The signer once getSigner has loaded it, else undefined (the fast lane answers from memory alone). */
export function peekSigner(db: Database): Signer | undefined {
  return signersLoaded.get(db);
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
    expiry: () => signedUrlExpiry(),
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

/** The same signer, its URLs expiring at `exp` (one expiry for a whole answer, so its bytes are reproducible). */
export function signingUntil(signer: Signer, exp: number): Signer {
  return { sign: signer.sign, verify: signer.verify, expiry: () => exp };
}

let learnerUrlTtlSeconds = 600;

/** MEDIA_URL_TTL_SECONDS: how long a media URL given to a learner works at most. buildApp sets it. */
export function configureLearnerUrls(ttlSeconds: number): void {
  learnerUrlTtlSeconds = ttlSeconds;
}

/**
 * Expiry of the media URLs in what learners read (the player's course and pages, their course lists, a share's
 * entry page): at most MEDIA_URL_TTL_SECONDS ahead, so a revoked share (or a removed invitation) stops its media
 * within that time, and at least half of it. Times fall in blocks of half the lifetime and every read in a block
 * signs alike, so the cached answers and their ETags stay the same within a block and change at its end.
 */
export function learnerUrlExpiry(now = Date.now()): number {
  const block = learnerUrlBlockSeconds();
  return (Math.floor(Math.floor(now / 1000) / block) + 2) * block;
}

/**
 * Seconds a learner's media URLs work at least from any moment an answer carrying them is served: an answer signed
 * in a block is served only within that block, and its URLs expire a whole block after it ends.
 */
export const learnerUrlBlockSeconds = (): number => Math.max(1, Math.floor(learnerUrlTtlSeconds / 2));
