import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ltiLogins } from "../../db/schema";
import { forEachDatabase } from "../../test/context";
import { expectRefused, ltiFlows } from "./testing";
import { startTestPlatform, type TestPlatform } from "./testPlatform";

const FORM = { "content-type": "application/x-www-form-urlencoded" };

forEachDatabase("LTI platform storage: the login's state kept in the platform's frame, read back at launch", (t) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());
  const { setup, launch } = ltiFlows(t, () => platform);

  /** The JSON the storage pages give their script. */
  const exchangeOf = (page: string) =>
    JSON.parse(/<script type="application\/json" id="lti-storage">([^<]*)<\/script>/.exec(page)?.[1] ?? "null");

  /** A login initiation with lti_storage_target: a page that puts the state's secret into that frame. */
  const storageLogin = async (target = "post_message_forwarding") => {
    const res = await t.inject({
      method: "POST",
      url: "/lti/login",
      payload: new URLSearchParams({
        iss: platform.issuer,
        login_hint: "hint-1",
        target_link_uri: "http://app.test/lti/launch",
        client_id: platform.clientId,
        lti_storage_target: target,
      }).toString(),
      headers: FORM,
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = new URL((/<a id="next" href="([^"]+)"/.exec(res.body)?.[1] ?? "").replace(/&#38;/g, "&"));
    return {
      res,
      exchange: exchangeOf(res.body),
      state: next.searchParams.get("state") ?? "",
      nonce: next.searchParams.get("nonce") ?? "",
      next,
    };
  };

  const launchWith = (fields: Record<string, string>) =>
    t.inject({ method: "POST", url: "/lti/launch", payload: new URLSearchParams(fields).toString(), headers: FORM });

  it("puts a secret under the state's key in the named frame, for the platform's origin only", async () => {
    await setup();
    const { res, exchange, state, next } = await storageLogin();
    expect(`${next.origin}${next.pathname}`).toBe(platform.authUrl);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+'; /);
    expect(exchange).toEqual({
      target: "post_message_forwarding",
      origin: "https://lms.example.edu",
      key: `state_${state}`,
      value: expect.stringMatching(/^[\w-]{32}$/),
      subject: "lti.put_data",
    });
    // The secret is not in the address the platform sees.
    expect(next.toString()).not.toContain(exchange.value);
    const [row] = await t.db.select().from(ltiLogins).where(eq(ltiLogins.state, state));
    expect(row).toMatchObject({ storage_target: "post_message_forwarding", storage_secret: exchange.value });
  });

  it("reads the secret back at launch, and launches only with the value the login stored", async () => {
    const { course } = await setup();
    const { exchange, state, nonce } = await storageLogin("_parent");
    const idToken = await platform.idToken({ nonce, courseId: course.id });

    // First the launch page: it asks the platform's frame and posts the launch again with the value.
    const check = await launch(idToken, state);
    expect(check.statusCode, check.body).toBe(200);
    expect(exchangeOf(check.body)).toEqual({
      target: "_parent",
      origin: "https://lms.example.edu",
      key: `state_${state}`,
      subject: "lti.get_data",
    });
    expect(check.body).toContain(`<form id="launch" method="post" action="/lti/launch">`);
    expect(check.body).toContain(`name="state" value="${state}"`);
    expect(check.headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+'/);

    // A wrong value refuses, and uses the login up.
    expectRefused(
      await launchWith({ id_token: idToken, state, lti_storage_value: "missing" }),
      "The sign-in could not be confirmed",
    );
    expectRefused(
      await launchWith({ id_token: idToken, state, lti_storage_value: exchange.value }),
      "The launch has expired or was already used",
    );

    const again = await storageLogin();
    const token = await platform.idToken({ nonce: again.nonce, courseId: course.id });
    const res = await launchWith({ id_token: token, state: again.state, lti_storage_value: again.exchange.value });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`/coursePlayer/${course.id}\\?`));
  });

  it("refuses a frame name that is not one, and ignores a value sent for a login without storage", async () => {
    const { course } = await setup();
    const bad = await t.inject({
      url: `/lti/login?${new URLSearchParams({ iss: platform.issuer, login_hint: "h", target_link_uri: "x", client_id: platform.clientId, lti_storage_target: 'a"><script>' })}`,
    });
    expectRefused(bad, "Incomplete launch");
    const plain = await t.inject({
      url: `/lti/login?${new URLSearchParams({ iss: platform.issuer, login_hint: "h", target_link_uri: "x", client_id: platform.clientId })}`,
    });
    expect(plain.statusCode).toBe(302);
    const location = new URL(plain.headers.location as string);
    const state = location.searchParams.get("state") ?? "";
    const idToken = await platform.idToken({ nonce: location.searchParams.get("nonce") ?? "", courseId: course.id });
    const res = await launchWith({ id_token: idToken, state, lti_storage_value: "anything" });
    expect(res.statusCode, res.body).toBe(303);
  });
});
