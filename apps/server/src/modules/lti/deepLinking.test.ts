import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { courses, hubCourses } from "../../db/schema";
import { getSigner } from "../../http/signing";
import { forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { createHub } from "../hubs/testing";
import { DL_CLAIM, openPickerContext, sealPickerContext } from "./deepLinking";
import { expectRefused, ltiFlows } from "./testing";
import { ROLE, startTestPlatform, type TestPlatform } from "./testPlatform";

const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const RETURN_URL = "https://lms.example.edu/mod/lti/contentitem_return.php?course=4";

forEachDatabase("LTI deep linking: an instructor picks a course from inside the LMS", (t) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());
  const { setup, login, launch } = ltiFlows(t, () => platform);

  /** A deep linking request's claims (DL 2.0 section 4.4), the settings overridable. */
  const deepLinking = (settings: Record<string, unknown> = {}) => ({
    [`${LTI}message_type`]: "LtiDeepLinkingRequest",
    [`${LTI}resource_link`]: undefined,
    [DL_CLAIM.settings]: {
      deep_link_return_url: RETURN_URL,
      accept_types: ["link", "ltiResourceLink"],
      accept_presentation_document_targets: ["iframe", "window"],
      accept_multiple: false,
      data: "opaque-platform-data-42",
      ...settings,
    },
  });

  const openPicker = async (settings: Record<string, unknown> = {}, roles = [ROLE.instructor]) => {
    const { state, nonce } = await login();
    return launch(await platform.idToken({ nonce, roles, ...deepLinking(settings) }), state);
  };

  const choose = (context: string, courseId: number | string) =>
    t.inject({
      method: "POST",
      url: "/lti/deep_link",
      payload: new URLSearchParams({ context, course_id: String(courseId) }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  const contextOf = (page: string) => /name="context" value="([^"]+)"/.exec(page)?.[1] ?? "";

  /** The JWT the return page posts, verified with the tool's published keys. */
  const returnedJwt = async (page: string) => {
    expect(page).toContain(`action="${RETURN_URL.replace("&", "&#38;")}"`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const jwks = (await t.inject({ url: "/lti/jwks" })).json();
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
      issuer: platform.clientId,
      audience: platform.issuer,
      algorithms: ["RS256"],
    });
    return { payload, header: decodeProtectedHeader(jwt) };
  };

  it("lists the creator's courses, and the choice comes back as a signed LtiDeepLinkingResponse", async () => {
    const { creator, course } = await setup();
    await t.db.insert(courses).values({ user_id: creator.user.id, title: "Another <course>" });
    const stranger = await t.createUser({ creator: true });
    const { course: foreign } = await buildCourse(t.db, stranger.user.id, { pages: 1 });

    const picker = await openPicker();
    expect(picker.statusCode, picker.body).toBe(200);
    expect(picker.headers["content-type"]).toMatch(/^text\/html/);
    expect(picker.headers["x-frame-options"]).toBeUndefined();
    expect(picker.headers["content-security-policy"]).toMatch(/frame-ancestors \*/);
    expect(picker.body).toContain("<h1>Choose a course</h1>");
    expect(picker.body).toContain(`value="${course.id}"`);
    expect(picker.body).toContain("Another &#60;course&#62;");
    expect(picker.body).not.toContain(`value="${foreign.id}"`);

    const answer = await choose(contextOf(picker.body), course.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toMatch(/<script nonce="[^"]+">document\.getElementById\("return"\)\.submit\(\);<\/script>/);
    const { payload, header } = await returnedJwt(answer.body);
    expect(header.kid).toBe((await t.inject({ url: "/lti/jwks" })).json().keys[0].kid);
    expect(payload).toMatchObject({
      [`${LTI}message_type`]: "LtiDeepLinkingResponse",
      [`${LTI}version`]: "1.3.0",
      [`${LTI}deployment_id`]: platform.deploymentId,
      [DL_CLAIM.data]: "opaque-platform-data-42",
      [DL_CLAIM.contentItems]: [
        {
          type: "ltiResourceLink",
          title: course.title,
          url: "http://app.test/lti/launch",
          custom: { course_id: String(course.id) },
          lineItem: { scoreMaximum: 100, label: course.title, resourceId: `course-${course.id}` },
        },
      ],
    });
    expect(payload.nonce).toEqual(expect.any(String));

    // The platform then launches the item it stored: its custom course_id opens the course.
    const { state, nonce } = await login();
    const item = (payload[DL_CLAIM.contentItems] as { custom: Record<string, string> }[])[0];
    const played = await launch(await platform.idToken({ nonce, [`${LTI}custom`]: item?.custom }), state);
    expect(played.statusCode, played.body).toBe(303);
    expect(played.headers.location).toMatch(new RegExp(`^http://app\\.test/coursePlayer/${course.id}\\?`));
  });

  it("offers the courses of the creator's hubs under each hub's name, and adds one like any course", async () => {
    const { creator, course } = await setup();
    const [second] = await t.db
      .insert(courses)
      .values({ user_id: creator.user.id, title: "Hub only course" })
      .returning();
    const hub = await createHub(t, creator.token, "Spring <school>");
    await t.db.insert(hubCourses).values([
      { hub_id: hub.id, course_id: second?.id ?? 0, order: 0 },
      { hub_id: hub.id, course_id: course.id, order: 1 },
    ]);
    const stranger = await t.createUser({ creator: true });
    const foreignHub = await createHub(t, stranger.token, "Foreign hub");
    const { course: foreign } = await buildCourse(t.db, stranger.user.id, { pages: 1 });
    await t.db.insert(hubCourses).values({ hub_id: foreignHub.id, course_id: foreign.id });

    const picker = await openPicker();
    expect(picker.statusCode, picker.body).toBe(200);
    const hubList = /<fieldset data-testid="lti-picker-hub">([\s\S]*?)<\/fieldset>/.exec(picker.body)?.[1] ?? "";
    expect(hubList).toContain("<legend>Hub “Spring &#60;school&#62;”</legend>");
    // The hub's order: the hub-only course first, then the course also listed among the creator's own.
    expect([...hubList.matchAll(/value="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([second?.id, course.id]);
    expect(picker.body).not.toContain("Foreign hub");
    expect(picker.body).not.toContain(`value="${foreign.id}"`);
    // One group of radios: a single choice, the first of the creator's own courses checked.
    expect(picker.body.match(/ checked/g)).toHaveLength(1);

    const { payload } = await returnedJwt((await choose(contextOf(picker.body), second?.id ?? 0)).body);
    expect(payload[DL_CLAIM.contentItems]).toMatchObject([{ custom: { course_id: String(second?.id) } }]);
  });

  it("echoes no data when the platform sent none, and refuses another creator's course", async () => {
    const { course } = await setup();
    const stranger = await t.createUser({ creator: true });
    const { course: foreign } = await buildCourse(t.db, stranger.user.id, { pages: 1 });
    const picker = await openPicker({ data: undefined });
    const { payload } = await returnedJwt((await choose(contextOf(picker.body), course.id)).body);
    expect(payload).not.toHaveProperty(DL_CLAIM.data);
    expectRefused(await choose(contextOf(picker.body), foreign.id), "Course not found");
  });

  it("refuses learners, and settings without a return address or without ltiResourceLink", async () => {
    await setup();
    expectRefused(await openPicker({}, [ROLE.learner]), "Only instructors can add courses");
    expectRefused(await openPicker({ accept_types: ["file", "html"] }), "Deep linking is not set up");
    expectRefused(await openPicker({ deep_link_return_url: undefined }), "Deep linking is not set up");
    expectRefused(await openPicker({ deep_link_return_url: "javascript:alert(1)" }), "Deep linking is not set up");
    const { state, nonce } = await login();
    const withoutSettings = { ...deepLinking(), [DL_CLAIM.settings]: undefined };
    expectRefused(
      await launch(await platform.idToken({ nonce, roles: [ROLE.instructor], ...withoutSettings }), state),
      "Deep linking is not set up",
    );
  });

  it("refuses a picker context that was changed, forged, expired or is missing", async () => {
    const { course, creator, registered } = await setup();
    const sealed = contextOf((await openPicker()).body);
    const signer = await getSigner(t.db);
    const context = openPickerContext(signer, sealed);
    if (!context) throw new Error("the picker's context does not open");
    const [body, signature] = sealed.split(".");
    // The return address changed in the page: the signature no longer matches.
    const changed = Buffer.from(JSON.stringify({ ...context, returnUrl: "https://evil.example.com/steal" }));
    const cases = [
      `${changed.toString("base64url")}.${signature}`,
      `${body}.${"A".repeat(signature?.length ?? 32)}`,
      `${body}`,
      sealPickerContext(signer, { ...context, exp: Math.floor(Date.now() / 1000) - 1 }),
    ];
    for (const forged of cases) expectRefused(await choose(forged, course.id), "The choice could not be verified");
    expectRefused(await choose("", course.id), "Incomplete launch");
    expectRefused(await choose(sealed, "not-a-number"), "Incomplete launch");
    expect((await choose(sealed, course.id)).statusCode).toBe(200);
    // The registration deleted since the picker opened: its context leads nowhere.
    const deleted = await t.inject({
      method: "DELETE",
      url: `/api/lti/platforms/${registered.id}`,
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expectRefused(await choose(sealed, course.id), "Unknown platform");
  });
});
