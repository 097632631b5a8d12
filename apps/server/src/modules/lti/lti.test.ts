import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { expectRefused, ltiFlows } from "./testing";
import { ROLE, startTestPlatform, type TestPlatform } from "./testPlatform";

const LOGIN = "/lti/login";

forEachDatabase("LTI 1.3 launches from a platform", (t) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  const { setup, login, launch } = ltiFlows(t, () => platform);

  const redeem = async (url: string) => {
    const launchParam = new URL(url).searchParams.get("launch");
    const res = await t.inject({
      method: "POST",
      url: "/api/integration_launches/redeem",
      payload: { launch: launchParam },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("login initiation (GET or POST) redirects to the platform's authorisation endpoint with state and nonce", async () => {
    await setup();
    const { location, state, nonce } = await login();
    expect(`${location.origin}${location.pathname}`).toBe(platform.authUrl);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: platform.clientId,
      redirect_uri: "http://app.test/lti/launch",
      login_hint: "hint-1",
      lti_message_hint: "message-hint-1",
    });
    expect(state).toMatch(/^[\w-]{32}$/);
    expect(nonce).toMatch(/^[\w-]{32}$/);
    expect(nonce).not.toBe(state);
    const get = await t.inject({
      url: `${LOGIN}?${new URLSearchParams({ iss: platform.issuer, login_hint: "h", target_link_uri: "x", client_id: platform.clientId })}`,
    });
    expect(get.statusCode).toBe(302);
    expect(new URL(get.headers.location as string).searchParams.get("state")).not.toBe(state);
  });

  it("a learner's launch opens the player signed in as one integration learner, the same on every launch", async () => {
    const { course } = await setup();
    const first = await login();
    const res = await launch(await platform.idToken({ nonce: first.nonce, courseId: course.id }), first.state);
    expect(res.statusCode, res.body).toBe(303);
    const url = res.headers.location as string;
    expect(url).toMatch(
      new RegExp(
        `^http://app\\.test/coursePlayer/${course.id}\\?progress_mode=lms&integration_user_id=lms-user-7&launch=`,
      ),
    );
    const redeemed = await redeem(url);
    expect(redeemed.share_id).toEqual(expect.any(String));
    const me = await t.inject({ url: "/api/user", headers: bearer(redeemed.access_token) });
    expect(me.json().data.name).toBe("Ada Lovelace");

    const second = await login();
    const again = await launch(await platform.idToken({ nonce: second.nonce, courseId: course.id }), second.state);
    const meAgain = await t.inject({
      url: "/api/user",
      headers: bearer((await redeem(again.headers.location as string)).access_token),
    });
    expect(meAgain.json().data.id).toBe(me.json().data.id);
    const [learner] = await t.db.select().from(users).where(eq(users.id, me.json().data.id));
    expect(learner?.integration_user_id).toBe("lms-user-7");
  });

  it("an instructor's launch opens the builder of the course, as a builder launch", async () => {
    const { course } = await setup();
    const { state, nonce } = await login();
    const res = await launch(await platform.idToken({ nonce, courseId: course.id, roles: [ROLE.instructor] }), state);
    expect(res.statusCode, res.body).toBe(303);
    const url = res.headers.location as string;
    expect(url).toMatch(new RegExp(`^http://app\\.test/courseBuilder/${course.id}\\?launch=`));
    const redeemed = await redeem(url);
    expect(redeemed.purpose).toBe("builder");
    const builder = await t.inject({ url: `/api/courses/${course.id}`, headers: bearer(redeemed.access_token) });
    expect(builder.statusCode).toBe(200);
  });

  const refusedWith = async (res: Awaited<ReturnType<typeof launch>>, title: string) => expectRefused(res, title);

  it("refuses a token from another issuer, for another audience, expired, or signed by an unpublished key", async () => {
    const { course } = await setup();
    const cases: [Record<string, unknown>, object, string][] = [
      [{ iss: "https://evil.example.com" }, {}, "Wrong issuer"],
      [{ aud: "someone-else" }, {}, "Wrong client id"],
      [{ aud: [platform.clientId, "other"], azp: "other" }, {}, "Wrong client id"],
      [{}, { expiresIn: -120 }, "The launch has expired"],
      [{}, { signWith: await platform.strangerKey() }, "The signature could not be verified"],
      // A kid the key set does not have: the set could not give the key (keySets.test.ts), not a bad signature.
      [
        {},
        { signWith: await platform.strangerKey(), kid: "unknown-kid" },
        "The platform&#39;s key set could not be fetched",
      ],
    ];
    for (const [claims, options, title] of cases) {
      const { state, nonce } = await login();
      await refusedWith(
        await launch(await platform.idToken({ nonce, courseId: course.id, ...claims }, options), state),
        title,
      );
    }
  });

  it("refuses an unknown or used state, a replayed nonce, an unknown deployment, another message and no course", async () => {
    const { course } = await setup();
    const stranger = await t.createUser({ creator: true });
    const { course: foreign } = await buildCourse(t.db, stranger.user.id, { pages: 1 });
    const first = await login();
    const token = await platform.idToken({ nonce: first.nonce, courseId: course.id });
    expect((await launch(token, first.state)).statusCode).toBe(303);
    await refusedWith(await launch(token, first.state), "The launch has expired or was already used");
    await refusedWith(await launch(token, "no-such-state"), "The launch has expired or was already used");
    // The same token (its nonce already used) with a fresh login's state.
    const second = await login();
    await refusedWith(await launch(token, second.state), "The launch was replayed");
    const cases: [Record<string, unknown>, string][] = [
      [{ "https://purl.imsglobal.org/spec/lti/claim/deployment_id": "elsewhere" }, "Unknown deployment"],
      [
        { "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiSubmissionReviewRequest" },
        "Unsupported launch",
      ],
      [{ "https://purl.imsglobal.org/spec/lti/claim/version": "1.1" }, "Unsupported launch"],
      [{ courseId: 999999 }, "Course not found"],
      // Another creator's course: a platform opens only the courses of the creator who registered it.
      [{ courseId: foreign.id }, "Course not found"],
    ];
    for (const [claims, title] of cases) {
      const { state, nonce } = await login();
      await refusedWith(await launch(await platform.idToken({ nonce, courseId: course.id, ...claims }), state), title);
    }
  });

  it("says what to check in the reader's language, and refuses unknown platforms and deployments at login", async () => {
    const { course } = await setup();
    const { state, nonce } = await login();
    const res = await launch(
      await platform.idToken({ nonce, courseId: course.id, iss: "https://evil.example.com" }),
      state,
      "de-DE,de;q=0.9",
    );
    await refusedWith(res, "Falscher Aussteller");
    expect(res.body).toContain('<html lang="de">');
    const unknown = await t.inject({
      url: `${LOGIN}?${new URLSearchParams({ iss: "https://unknown.example", login_hint: "h", target_link_uri: "x" })}`,
    });
    await refusedWith(unknown, "Unknown platform");
    const deployment = await t.inject({
      url: `${LOGIN}?${new URLSearchParams({ iss: platform.issuer, client_id: platform.clientId, login_hint: "h", target_link_uri: "x", lti_deployment_id: "nope" })}`,
    });
    await refusedWith(deployment, "Unknown deployment");
    await refusedWith(await t.inject({ url: LOGIN }), "Incomplete launch");
  });
});
