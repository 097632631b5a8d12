import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// OWASP's scrypt baseline (N=2^17 is stronger but 128 MiB per login does not scale); the parameters
// travel with each hash, so raising them later only affects new and re-saved passwords.
const PARAMS = { N: 16384, r: 8, p: 1 };
let cost = PARAMS;

/**
 * The API test suites hash at N=1024 (src/test/setup.ts): about 2 ms a hash instead of 60, over thousands of test
 * users and sign-ins. Verifying reads the cost from the stored hash, so nothing else changes; the tests of the cost
 * itself (passwords.test.ts, the registration in auth.test.ts) switch back to the real one. Never called in the app.
 */
export function useCheapPasswordHashesForTests(cheap: boolean): void {
  cost = cheap ? { N: 1024, r: 8, p: 1 } : PARAMS;
}
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$hash", salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split("$");
  if (algorithm !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: +n, r: +r, p: +p }, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Checked against when the e-mail is unknown, so a wrong address costs as long as a wrong password
// and response times do not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}
