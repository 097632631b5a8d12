import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { apiIntegrations, ltiToolKeys } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { currentToolKey, KEY_LIFETIME_MS, KEY_OVERLAP_MS, rotateToolKeys, toolJwks } from "./keys";
import { platformRequest } from "./testing";

forEachDatabase("LTI platform registrations and the tool's keys", (t) => {
  it("a creator registers, lists, edits and deletes platforms; another creator sees none of them", async () => {
    const creator = await t.createUser({ creator: true });
    const other = await t.createUser({ creator: true });
    const auth = bearer(creator.token);
    const request = platformRequest({ deployment_ids: ["1", "1", "2"], issuer: "https://moodle.example.org/" });
    const created = await t.inject({ method: "POST", url: "/api/lti/platforms", headers: auth, payload: request });
    expect(created.statusCode, created.body).toBe(201);
    const platform = created.json().data;
    expect(platform).toMatchObject({ issuer: "https://moodle.example.org", deployment_ids: ["1", "2"] });

    const list = await t.inject({ url: "/api/lti/platforms", headers: auth });
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([platform.id]);
    expect((await t.inject({ url: "/api/lti/platforms", headers: bearer(other.token) })).json().data).toEqual([]);
    const foreign = await t.inject({ url: `/api/lti/platforms/${platform.id}`, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(403);

    const again = await t.inject({
      method: "POST",
      url: "/api/lti/platforms",
      headers: bearer(other.token),
      payload: request,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.client_id).toEqual(["This issuer and client id are already registered."]);

    const edited = await t.inject({
      method: "PUT",
      url: `/api/lti/platforms/${platform.id}`,
      headers: auth,
      payload: { ...request, title: "Moodle (prod)", auth_url: "https://auth.example.org/auth" },
    });
    expect(edited.json().data.title).toBe("Moodle (prod)");
    const [integration] = await t.db
      .select()
      .from(apiIntegrations)
      .where(eq(apiIntegrations.kind, "lti"))
      .orderBy(apiIntegrations.id);
    expect(integration?.allowed_origins).toEqual(["https://moodle.example.org", "https://auth.example.org"]);

    const deleted = await t.inject({ method: "DELETE", url: `/api/lti/platforms/${platform.id}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect((await t.inject({ url: `/api/lti/platforms/${platform.id}`, headers: auth })).statusCode).toBe(404);
    const [revoked] = await t.db
      .select()
      .from(apiIntegrations)
      .where(eq(apiIntegrations.id, integration?.id ?? 0));
    expect(revoked?.revoked_at).not.toBeNull();
  });

  it("refuses addresses that are not https and a registration without deployments, field by field", async () => {
    const creator = await t.createUser({ creator: true });
    const res = await t.inject({
      method: "POST",
      url: "/api/lti/platforms",
      headers: bearer(creator.token),
      payload: platformRequest({ jwks_url: "http://lms.example.edu/certs", auth_url: "nonsense", deployment_ids: [] }),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["auth_url", "deployment_ids", "jwks_url"]);
  });

  it("shows the tool's addresses and a configuration to paste", async () => {
    const creator = await t.createUser({ creator: true });
    const res = await t.inject({ url: "/api/lti/tool", headers: bearer(creator.token) });
    expect(res.json().data).toMatchObject({
      login_url: "http://app.test/lti/login",
      launch_url: "http://app.test/lti/launch",
      jwks_url: "http://app.test/lti/jwks",
      configuration: { oidc_initiation_url: "http://app.test/lti/login", public_jwk_url: "http://app.test/lti/jwks" },
    });
  });

  it("publishes public RS256 keys only; after a rotation the old key stays published until it retires", async () => {
    const first = await t.inject({ url: "/lti/jwks" });
    expect(first.statusCode).toBe(200);
    const [key] = first.json().keys;
    expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", kid: expect.any(String), n: expect.any(String) });
    for (const secret of ["d", "p", "q", "dp", "dq", "qi"]) expect(key).not.toHaveProperty(secret);

    const newKid = await rotateToolKeys(t.db);
    const after = (await t.inject({ url: "/lti/jwks" })).json().keys.map((k: { kid: string }) => k.kid);
    expect(after).toEqual([newKid, key.kid]);
    // Past the overlap, the next rotation deletes the old key, and the set no longer carries it.
    const later = new Date(Date.now() + KEY_OVERLAP_MS + 60_000);
    const newest = await rotateToolKeys(t.db, later);
    expect((await toolJwks(t.db, later)).keys.map((k) => k.kid)).toEqual([newest, newKid]);
    expect(
      await t.db
        .select()
        .from(ltiToolKeys)
        .where(eq(ltiToolKeys.kid, String(key.kid))),
    ).toEqual([]);
    // A key past its lifetime is rotated when it is next needed.
    const aged = new Date(later.getTime() + KEY_LIFETIME_MS + 60_000);
    const current = await currentToolKey(t.db, aged);
    expect(current.kid).not.toBe(newest);
    expect((await toolJwks(t.db, aged)).keys.map((k) => k.kid)).toEqual([current.kid, newest]);
  });
});

forEachDatabase(
  "LTI platform registrations on a server answering over https",
  (t) => {
    it("takes only https addresses for the platform, so the server never fetches from its own host", async () => {
      const creator = await t.createUser({ creator: true });
      const res = await t.inject({
        method: "POST",
        url: "/api/lti/platforms",
        headers: bearer(creator.token),
        payload: platformRequest({ jwks_url: "http://127.0.0.1:5432/keys" }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        jwks_url: ["Enter an https address: this server only reaches platforms over https."],
      });
      const ok = await t.inject({
        method: "POST",
        url: "/api/lti/platforms",
        headers: bearer(creator.token),
        payload: platformRequest(),
      });
      expect(ok.statusCode).toBe(201);
    });
  },
  { env: { PUBLIC_URL: "https://app.test" } },
);
