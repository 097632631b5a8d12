import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Signer } from "../../http/signing";
import { createLaunchToken, type LaunchClaims, verifyLaunchToken } from "./launchTokens";

// A fixed-key HMAC signer: the database-backed signer has its own test (http/signing.test.ts); here the format is.
const sign = (data: string) => createHmac("sha256", "test key").update(data).digest("base64url").slice(0, 32);

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const signer: Signer = { sign, verify: (data, signature) => sign(data) === signature, expiry: () => NOW / 1000 + 3600 };
const claims: LaunchClaims = {
  purpose: "player",
  integrationId: 7,
  courseId: 42,
  exp: NOW / 1000 + 60,
  integrationUserId: "lms-user@example.com",
};

describe("launch tokens", () => {
  it("gives back the claims it was made from", () => {
    const token = createLaunchToken(signer, claims);
    expect(token).toMatch(/^v1\.player\.7\.42\.\d+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyLaunchToken(signer, token, NOW)).toEqual(claims);
  });

  it("keeps a launch without expiry or user (SCORM packages) valid, with null claims", () => {
    const open = { ...claims, purpose: "builder" as const, exp: null, integrationUserId: null };
    const token = createLaunchToken(signer, open);
    expect(verifyLaunchToken(signer, token, NOW + 10 * 365 * 86_400_000)).toEqual(open);
  });

  it("carries user ids in any script through the URL-safe alphabet", () => {
    const token = createLaunchToken(signer, { ...claims, integrationUserId: "Ærøskøbing/学习者 #1?" });
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyLaunchToken(signer, token, NOW)?.integrationUserId).toBe("Ærøskøbing/学习者 #1?");
  });

  it("refuses an expired launch, also at the very second it expires", () => {
    const token = createLaunchToken(signer, claims);
    expect(verifyLaunchToken(signer, token, NOW + 60_000)).toBeNull();
    expect(verifyLaunchToken(signer, token, NOW + 59_999)).not.toBeNull();
  });

  it("refuses every changed part: purpose, integration, course, expiry, user", () => {
    const token = createLaunchToken(signer, claims);
    const parts = token.split(".");
    const changed = [
      [1, "builder"],
      [2, "8"],
      [3, "43"],
      [4, String(NOW / 1000 + 3600)],
      [5, Buffer.from("someone-else").toString("base64url")],
    ] as const;
    for (const [index, value] of changed) {
      const forged = parts.map((part, i) => (i === index ? value : part)).join(".");
      expect(verifyLaunchToken(signer, forged, NOW), `part ${index}`).toBeNull();
    }
  });

  it("refuses a changed signature and malformed text", () => {
    const token = createLaunchToken(signer, claims);
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(verifyLaunchToken(signer, `${token.slice(0, -1)}${last}`, NOW)).toBeNull();
    for (const bad of ["", "v1", token.replace("v1.", "v2."), `${token}.extra`, token.replace(".42.", ".4x2.")]) {
      expect(verifyLaunchToken(signer, bad, NOW), bad).toBeNull();
    }
  });

  it("refuses a user part that is not the canonical encoding of its text", () => {
    const token = createLaunchToken(signer, { ...claims, integrationUserId: "a" });
    // "YQ" is "a"; "YR" decodes to "a" too (the spare bits differ) but is another text to sign.
    const forged = token.replace(".YQ.", ".YR.");
    expect(forged).not.toBe(token);
    expect(verifyLaunchToken(signer, forged, NOW)).toBeNull();
  });
});
