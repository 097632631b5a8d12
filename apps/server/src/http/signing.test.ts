import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../test/context";
import { getSigner, signedUrlExpiry } from "./signing";

forEachDatabase("URL signing", (t) => {
  it("verifies its own signatures and refuses altered data or signatures", async () => {
    const signer = await getSigner(t.db);
    const signature = signer.sign("/media/1/a.png:1700000000");
    expect(signer.verify("/media/1/a.png:1700000000", signature)).toBe(true);
    expect(signer.verify("/media/2/a.png:1700000000", signature)).toBe(false);
    // Change the last character to one it is not, so the test cannot pass by luck.
    const altered = `${signature.slice(0, -1)}${signature.endsWith("x") ? "y" : "x"}`;
    expect(signer.verify("/media/1/a.png:1700000000", altered)).toBe(false);
    expect(signer.verify("/media/1/a.png:1700000000", "")).toBe(false);
  });

  it("keeps one secret per database, so every process signs alike", async () => {
    const a = await getSigner(t.db);
    const b = await getSigner(t.db);
    expect(a.sign("x")).toBe(b.sign("x"));
  });
});

describe("signedUrlExpiry", () => {
  it("lies 6 to 12 hours ahead and is the same within a 6-hour block", () => {
    const now = Date.UTC(2026, 0, 1, 7, 30);
    const exp = signedUrlExpiry(now);
    expect(exp - now / 1000).toBeGreaterThanOrEqual(6 * 3600);
    expect(exp - now / 1000).toBeLessThanOrEqual(12 * 3600);
    expect(signedUrlExpiry(now + 3600 * 1000)).toBe(exp);
  });
});
