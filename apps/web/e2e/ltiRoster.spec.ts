import { createServer, type Server } from "node:http";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { seriousViolations } from "./axe";
import { auth, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

const SHOTS = "/tmp/shots-lti";
/** The platform's JWKS, token endpoint and roster, served by a node server the test starts (the tool calls them). */
const PORT = Number(process.env.LTI_NRPS_PORT ?? Number(process.env.E2E_PORT ?? 3600) + 6);
const BASE = `http://127.0.0.1:${PORT}`;
const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const NRPS = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
const LEARNER_ROLE = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";

/** The LMS course's roster, two members a page (the tool follows the Link header). */
const MEMBERS = [
  { user_id: "e2e-started", name: "Grace Started", email: "grace@lms.e2e.test", roles: [LEARNER_ROLE] },
  { user_id: "e2e-teacher", name: "Teacher", roles: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"] },
  { user_id: "e2e-never-1", name: "Ada Never", email: "ada@lms.e2e.test", roles: [LEARNER_ROLE] },
  { user_id: "e2e-never-2", name: "Zoe Never", email: "zoe@lms.e2e.test", roles: [LEARNER_ROLE] },
];

test("a creator reads the LMS roster in the reports and sees who has not started", async ({ page, request }) => {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "e2e-nrps-key", alg: "RS256", use: "sig" };
  const rosterReads: string[] = [];
  const platform: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", BASE);
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(200, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
    if (url.pathname === "/jwks") return json({ keys: [jwk] });
    if (url.pathname === "/token") return json({ access_token: "e2e-token", token_type: "Bearer", expires_in: 3600 });
    if (url.pathname === "/memberships" && req.headers.authorization === "Bearer e2e-token") {
      rosterReads.push(url.search);
      const pageNumber = Number(url.searchParams.get("page") ?? 1);
      const link: Record<string, string> = pageNumber < 2 ? { link: `<${BASE}/memberships?page=2>; rel="next"` } : {};
      return json({ id: url.toString(), members: MEMBERS.slice((pageNumber - 1) * 2, pageNumber * 2) }, link);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => platform.listen(PORT, "127.0.0.1", resolve));
  try {
    const issuer = "https://lms.e2e.test";
    const clientId = `moodle-${unique()}`;
    const token = await tokenOf(request, CREATOR);
    const registered = await request.post("/api/lti/platforms", {
      headers: auth(token),
      data: {
        title: "Moodle",
        issuer,
        client_id: clientId,
        deployment_ids: ["1"],
        auth_url: `${issuer}/mod/lti/auth.php`,
        token_url: `${BASE}/token`,
        jwks_url: `${BASE}/jwks`,
      },
    });
    expect(registered.status()).toBe(201);
    const title = `Rostered ${unique()}`;
    const created = await request.post("/api/courses", {
      headers: auth(token),
      data: { title, with_topics: false, attempts: null, min_pass_percent: 50 },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const courseId: number = (await created.json()).data.id;

    // One learner of the LMS course opens the course (a launch with the roster claim, then the player's progress).
    const launched = await launchLearner(request, { issuer, clientId, courseId, privateKey, sub: "e2e-started" });
    const redeemed = await request.post("/api/integration_launches/redeem", { data: { launch: launched } });
    expect(redeemed.ok(), await redeemed.text()).toBe(true);
    const { access_token: learnerToken, share_id: shareId } = (await redeemed.json()).data;
    const progress = await request.get(`/api/course_player/get_progress/${courseId}?share_id=${shareId}`, {
      headers: auth(learnerToken),
    });
    expect(progress.ok()).toBe(true);

    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`/reports/main?course=${courseId}`);
    const section = page.getByTestId("lti-roster-section");
    await expect(section.getByRole("heading", { name: "LMS roster" })).toBeVisible();
    await expect(section.getByText(`Computing 101 · ${title} (Moodle)`)).toBeVisible();
    await section.getByTestId("lti-roster-read").click();
    await expect(section.getByTestId("lti-roster-summary")).toHaveText("2 of 3 learners have not started.");
    const rows = section.getByTestId("lti-roster").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Ada Never");
    await expect(rows.nth(0)).toContainText("Not started");
    await expect(rows.nth(1)).toContainText("Zoe Never");
    expect(rosterReads).toEqual(["", "?page=2"]);

    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await section.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page, { include: '[data-testid="lti-roster-section"]' })).toEqual([]);
      await section.screenshot({ path: `${SHOTS}/lti-roster-${size.width}.png` });
    }

    // Everyone: the learner who started is listed too, linked to their report.
    await section.getByRole("switch", { name: "Only those who have not started" }).uncheck();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText("In progress");
    await expect(rows.nth(2).getByRole("link", { name: "Grace Started" })).toHaveAttribute(
      "href",
      /\/reports\/single_user_details\/\d+$/,
    );
  } finally {
    await new Promise<void>((resolve) => platform.close(() => resolve()));
  }
});

/** A learner's launch from the LMS course "Computing 101" with the roster claim; answers the player's launch. */
async function launchLearner(
  request: APIRequestContext,
  p: { issuer: string; clientId: string; courseId: number; privateKey: PrivateKey; sub: string },
) {
  const login = await request.get(
    `/lti/login?${new URLSearchParams({ iss: p.issuer, client_id: p.clientId, login_hint: p.sub, target_link_uri: "x" })}`,
    { maxRedirects: 0 },
  );
  const authorize = new URL(login.headers().location ?? "");
  const idToken = await new SignJWT({
    nonce: authorize.searchParams.get("nonce"),
    name: "Grace Started",
    [`${LTI}message_type`]: "LtiResourceLinkRequest",
    [`${LTI}version`]: "1.3.0",
    [`${LTI}deployment_id`]: "1",
    [`${LTI}roles`]: [LEARNER_ROLE],
    [`${LTI}resource_link`]: { id: "week-1" },
    [`${LTI}custom`]: { course_id: String(p.courseId) },
    [`${LTI}context`]: { id: "course-101", label: "CS101", title: "Computing 101" },
    [NRPS]: { context_memberships_url: `${BASE}/memberships`, service_versions: ["2.0"] },
  })
    .setProtectedHeader({ alg: "RS256", kid: "e2e-nrps-key" })
    .setIssuer(p.issuer)
    .setAudience(p.clientId)
    .setSubject(p.sub)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(p.privateKey);
  const res = await request.post("/lti/launch", {
    form: { id_token: idToken, state: authorize.searchParams.get("state") ?? "" },
    maxRedirects: 0,
  });
  expect(res.status(), await res.text()).toBe(303);
  return new URL(res.headers().location ?? "").searchParams.get("launch");
}
