import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ltiPlatforms } from "../../db/schema";
import { forEachDatabase } from "../../test/context";
import { escapeHtml } from "./errorPage";
import { expectRefused, ltiFlows } from "./testing";
import { startTestPlatform, type TestPlatform } from "./testPlatform";

const UNAVAILABLE = "The platform&#39;s key set could not be fetched";
let fresh = 0;

forEachDatabase("LTI 1.3: the platform's key set, unreachable, broken or re-keyed", (t) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());
  const { setup, login, launch } = ltiFlows(t, () => platform);

  /** The test platform registered with a key set URL of this test's own (its own cache and cooldown). */
  const registeredAt = async (jwksUrl: string) => {
    const ready = await setup();
    await t.db.update(ltiPlatforms).set({ jwks_url: jwksUrl }).where(eq(ltiPlatforms.id, ready.registered.id));
    return ready;
  };
  const launchOnce = async (courseId: number, options: Parameters<TestPlatform["idToken"]>[1] = {}) => {
    const { state, nonce } = await login();
    return launch(await platform.idToken({ nonce, courseId }, options), state);
  };

  it("a key set address that does not answer is no bad signature: the page names the address to check", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/certs`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { course } = await registeredAt(url);
    const res = await launchOnce(course.id);
    expectRefused(res, UNAVAILABLE);
    expect(res.body).toContain(escapeHtml(url));
    expect(res.body).toContain("reachable from this server");
    expect(res.body).not.toContain("signature could not be verified");
  });

  it("a key set address that answers something other than a key set is refused the same way", async () => {
    const { course } = await registeredAt(platform.junkJwksUrl);
    const res = await launchOnce(course.id);
    expectRefused(res, UNAVAILABLE);
    expect(res.body).toContain(escapeHtml(platform.junkJwksUrl));
  });

  it("a token whose kid is not in the key set: the set could not give the key", async () => {
    const { course } = await registeredAt(`${platform.jwksUrl}?test=${++fresh}`);
    const res = await launchOnce(course.id, { signWith: await platform.strangerKey(), kid: "unknown-kid" });
    expectRefused(res, UNAVAILABLE);
  });

  it("a platform that re-keys under the same kid is fetched again once; a forged signature then is refused as one", async () => {
    const { course } = await registeredAt(`${platform.jwksUrl}?test=${++fresh}`);
    const before = platform.jwksFetches();
    expect((await launchOnce(course.id)).statusCode).toBe(303);
    expect(platform.jwksFetches()).toBe(before + 1);
    await platform.rotateKey();
    const rotated = await launchOnce(course.id);
    expect(rotated.statusCode, rotated.body).toBe(303);
    expect(platform.jwksFetches()).toBe(before + 2);
    // Within the cooldown a bad signature does not make us call the platform again.
    const forged = await launchOnce(course.id, { signWith: await platform.strangerKey() });
    expectRefused(forged, "The signature could not be verified");
    expect(platform.jwksFetches()).toBe(before + 2);
  });
});
