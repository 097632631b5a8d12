import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coursePages, ltiContexts } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { NRPS_SCOPE, NRPS_TYPE, nextLink } from "./nrps";
import { ltiFlows } from "./testing";
import { ROLE, startTestPlatform, type TestPlatform } from "./testPlatform";

const CONTEXT = "https://purl.imsglobal.org/spec/lti/claim/context";

describe("nextLink", () => {
  it("finds the rel=next address of a Link header, whatever the order and quoting", () => {
    expect(nextLink('<https://lms/m?p=2>; rel="next", <https://lms/m?p=9>; rel="last"')).toBe("https://lms/m?p=2");
    expect(nextLink('<https://lms/m?p=1>; rel="first", <https://lms/m?p=3>; rel=next')).toBe("https://lms/m?p=3");
    expect(nextLink('<https://lms/m?p=4>; title="x"; rel="prev next"')).toBe("https://lms/m?p=4");
    expect(nextLink('<https://lms/m?p=9>; rel="last"')).toBeNull();
    expect(nextLink('<https://lms/m?p=9>; rel="nextish"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});

forEachDatabase("LTI Names and Role Provisioning: the report lists the LMS roster with who has not started", (t) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());
  const { setup, login, launch } = ltiFlows(t, () => platform);

  /** A registered platform that trusts the tool's published keys (its token endpoint checks the assertion). */
  const registered = async () => {
    const made = await setup();
    platform.trustTool((await t.inject({ url: "/lti/jwks" })).json());
    return made;
  };

  /** A launch into the course from the context, with these claims; the learner's token when a learner. */
  const launchFrom = async (courseId: number, contextId: string, sub: string, claims: Record<string, unknown> = {}) => {
    const { state, nonce } = await login();
    const res = await launch(
      await platform.idToken({
        nonce,
        courseId,
        sub,
        [CONTEXT]: { id: contextId, label: "CS101", title: "Computing 101" },
        ...platform.nrpsClaim(contextId),
        ...claims,
      }),
      state,
    );
    expect(res.statusCode, res.body).toBe(303);
    return res;
  };

  /** A learner who launched, opened the course (a progress row) and, when asked, finished it. */
  const learnerPlays = async (courseId: number, contextId: string, sub: string, finish: boolean) => {
    const res = await launchFrom(courseId, contextId, sub);
    const redeemed = await t.inject({
      method: "POST",
      url: "/api/integration_launches/redeem",
      payload: { launch: new URL(res.headers.location as string).searchParams.get("launch") },
    });
    const { access_token: token, share_id: shareId } = redeemed.json().data;
    const progress = await t.inject({
      url: `/api/course_player/get_progress/${courseId}?share_id=${shareId}`,
      headers: bearer(token),
    });
    if (!finish) return;
    const ids = (await t.db.select().from(coursePages).where(eq(coursePages.course_id, courseId))).map((p) => p.id);
    const written = await t.inject({
      method: "POST",
      url: `/api/course_player/update_progress/${progress.json().data.id}`,
      headers: bearer(token),
      payload: {
        current_page_id: ids.at(-1),
        completed: true,
        passed: true,
        pass_percent: 100,
        met_display_conditions: [],
        current_attempt_number: 0,
        desired_pages_order: ids,
        pages_progresses: ids.map((id) => ({ page_id: id, completed: true, finish_limit: null })),
        blocks_progresses: [],
      },
    });
    expect(written.statusCode, written.body).toBe(200);
  };

  const learner = (user_id: string, name: string, extra: Record<string, unknown> = {}) => ({
    user_id,
    name,
    email: `${user_id}@lms.example.edu`,
    roles: [ROLE.learner],
    ...extra,
  });

  it("keeps the context's roster address at launch and lists it for the course's creator only", async () => {
    const { creator, course } = await registered();
    const contextId = `ctx-${crypto.randomUUID()}`;
    await launchFrom(course.id, contextId, "teacher-1", { roles: [ROLE.instructor] });
    const [row] = await t.db.select().from(ltiContexts).where(eq(ltiContexts.context_id, contextId));
    expect(row).toMatchObject({ course_id: course.id, context_title: "Computing 101" });
    expect(row?.memberships_url).toMatch(/\/contexts\/ctx-[^/]+\/memberships$/);

    const listed = await t.inject({
      url: `/api/reports/lti_rosters?course_id=${course.id}`,
      headers: bearer(creator.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: row?.id,
        course_id: course.id,
        course_title: course.title,
        platform_title: "Moodle",
        context_id: contextId,
        context_title: "Computing 101",
      }),
    ]);
    const other = await t.createUser({ creator: true });
    expect((await t.inject({ url: "/api/reports/lti_rosters", headers: bearer(other.token) })).json().data).toEqual([]);
    const foreign = await t.inject({ url: `/api/reports/lti_rosters/${row?.id}`, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await t.inject({ url: "/api/reports/lti_rosters/99999999", headers: bearer(creator.token) })).statusCode,
    ).toBe(404);
  });

  it("reads every page of the roster with a memberships token, the learners who have not started first", async () => {
    const { creator, course } = await registered();
    const contextId = `ctx-${crypto.randomUUID()}`;
    platform.setRoster(
      contextId,
      [
        learner("done-1", "Grace Hopper"),
        { user_id: "teacher-1", name: "Ms Teacher", roles: [ROLE.instructor] },
        learner("open-1", "Alan Turing"),
        learner("never-2", "Zoe Zed"),
        learner("gone-1", "Left Early", { status: "Inactive" }),
        { user_id: "never-1", given_name: "Ada", family_name: "Byron", roles: ["Learner"] },
      ],
      2,
    );
    await learnerPlays(course.id, contextId, "done-1", true);
    await learnerPlays(course.id, contextId, "open-1", false);
    const [row] = await t.db.select().from(ltiContexts).where(eq(ltiContexts.context_id, contextId));
    const tokens = platform.tokenRequests().length;
    const calls = platform.calls().length;

    const res = await t.inject({ url: `/api/reports/lti_rosters/${row?.id}`, headers: bearer(creator.token) });
    expect(res.statusCode, res.body).toBe(200);
    const roster = res.json().data;
    expect(
      roster.members.map((m: { platform_user_id: string; status: string }) => [m.platform_user_id, m.status]),
    ).toEqual([
      ["never-1", "not_started"],
      ["never-2", "not_started"],
      ["open-1", "in_progress"],
      ["done-1", "completed"],
    ]);
    expect(roster.members[0]).toMatchObject({ name: "Ada Byron", email: null, user_id: null, passed: null });
    expect(roster.members[3]).toMatchObject({ name: "Grace Hopper", passed: true, user_id: expect.any(Number) });
    expect(roster).toMatchObject({ not_started: 2, truncated: false, context: { id: row?.id, context_id: contextId } });

    const pages = platform.calls().slice(calls);
    expect(pages.map((call) => call.path)).toEqual([
      `/contexts/${contextId}/memberships`,
      `/contexts/${contextId}/memberships?page=2`,
      `/contexts/${contextId}/memberships?page=3`,
    ]);
    expect(
      platform
        .tokenRequests()
        .slice(tokens)
        .map((request) => request.scope),
    ).toEqual([NRPS_SCOPE]);
    expect(NRPS_TYPE).toBe("application/vnd.ims.lti-nrps.v2.membershipcontainer+json");
  });

  it("answers 502 with what to check when the platform does not give the roster", async () => {
    const { creator, course } = await registered();
    const contextId = `ctx-${crypto.randomUUID()}`;
    // No roster on the platform for this context: it answers 404.
    await launchFrom(course.id, contextId, "teacher-2", { roles: [ROLE.instructor] });
    const [row] = await t.db.select().from(ltiContexts).where(eq(ltiContexts.context_id, contextId));
    const res = await t.inject({ url: `/api/reports/lti_rosters/${row?.id}`, headers: bearer(creator.token) });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json()).toMatchObject({ error: "lti_roster_unavailable", message: expect.stringMatching(/roster/) });
  });

  it("keeps nothing without the claim, a context or a callable address", async () => {
    const { course } = await registered();
    const cases: Record<string, unknown>[] = [
      { [platform.nrpsClaimName]: undefined },
      { [CONTEXT]: undefined },
      { [platform.nrpsClaimName]: { context_memberships_url: "file:///etc/passwd", service_versions: ["2.0"] } },
      { [platform.nrpsClaimName]: { context_memberships_url: "http://127.0.0.1:1/m", service_versions: ["1.0"] } },
    ];
    for (const [index, claims] of cases.entries())
      await launchFrom(course.id, `none-${index}-${course.id}`, `none-${index}`, claims);
    const rows = await t.db.select().from(ltiContexts).where(eq(ltiContexts.course_id, course.id));
    expect(rows).toEqual([]);
  });
});
