import { randomUUID } from "node:crypto";
import { desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Database } from "../../db/open";
import { ltiToolKeys } from "../../db/schema";
import type { Db } from "../courses/db";

/**
 * How long a key stays published after a newer one replaced it: longer than any platform caches a JWKS (hours)
 * and than anything signed with it lives (minutes), so nothing it signed is ever found unverifiable.
 */
export const KEY_OVERLAP_MS = 7 * 24 * 3600 * 1000;

async function newKey(db: Db, now: Date) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const meta = { kid, alg: "RS256", use: "sig" } as const;
  const public_jwk: JWK = { ...(await exportJWK(publicKey)), ...meta };
  const private_jwk: JWK = { ...(await exportJWK(privateKey)), ...meta };
  await db.insert(ltiToolKeys).values({ kid, public_jwk, private_jwk, created_at: now });
  return kid;
}

/** A key signs for this long, then the next use rotates it. */
export const KEY_LIFETIME_MS = 90 * 24 * 3600 * 1000;

/** The current key (the newest not retired), made on first use and rotated once KEY_LIFETIME_MS old. */
export async function currentToolKey(db: Database, now = new Date()) {
  const [row] = await db
    .select()
    .from(ltiToolKeys)
    .where(isNull(ltiToolKeys.retired_at))
    .orderBy(desc(ltiToolKeys.created_at))
    .limit(1);
  if (row && now.getTime() - row.created_at.getTime() < KEY_LIFETIME_MS) return row;
  const kid = row ? await rotateToolKeys(db, now) : await newKey(db, now);
  const [made] = await db.select().from(ltiToolKeys).where(eq(ltiToolKeys.kid, kid));
  if (!made) throw new Error("tool key missing after insert");
  return made;
}

/**
 * A new key becomes current; the ones before it are marked to retire after KEY_OVERLAP_MS and stay published
 * until then. Keys past their retirement are deleted.
 */
export async function rotateToolKeys(db: Database, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .update(ltiToolKeys)
      .set({ retired_at: new Date(now.getTime() + KEY_OVERLAP_MS) })
      .where(isNull(ltiToolKeys.retired_at));
    await tx.delete(ltiToolKeys).where(lt(ltiToolKeys.retired_at, now));
    return newKey(tx, now);
  });
}

/** The published set: the current key and every older one not yet past its retirement (public halves only). */
export async function toolJwks(db: Database, now = new Date()): Promise<{ keys: JWK[] }> {
  await currentToolKey(db, now);
  const rows = await db
    .select({ jwk: ltiToolKeys.public_jwk })
    .from(ltiToolKeys)
    .where(or(isNull(ltiToolKeys.retired_at), sql`${ltiToolKeys.retired_at} > ${now}`))
    .orderBy(desc(ltiToolKeys.created_at));
  return { keys: rows.map((row) => row.jwk) };
}
