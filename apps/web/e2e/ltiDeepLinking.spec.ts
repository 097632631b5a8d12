import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT } from "jose";
import { seriousViolations } from "./axe";
import { auth, tokenOf, unique } from "./courseFactory";
import { CREATOR } from "./support";

const SHOTS = "/tmp/shots-lti";
/** The LMS's pages (the launch form and the deep linking return address), answered by page.route. */
const LMS_ORIGIN = "http://lms.e2e.test:4100";
/** The test platform's JWKS, served by a node server the test starts (the tool fetches it). */
const JWKS_PORT = Number(process.env.LTI_JWKS_PORT ?? Number(process.env.E2E_PORT ?? 3600) + 8);
const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const DL = "https://purl.imsglobal.org/spec/lti-dl/claim/";

// As in lti.spec.ts: the LMS origin is "public" to Chromium while the product runs on 127.0.0.1.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessForNavigations",
    ],
  },
});

test("an instructor picks a course inside the LMS, and the signed deep linking response reaches the platform", async ({
  page,
  request,
  baseURL,
}) => {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "e2e-dl-key", alg: "RS256", use: "sig" };
  const jwks: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(JWKS_PORT, "127.0.0.1", resolve));
  try {
    const issuer = "https://lms.e2e.test";
    const clientId = `canvas-${unique()}`;
    const token = await tokenOf(request, CREATOR);
    const registered = await request.post("/api/lti/platforms", {
      headers: auth(token),
      data: {
        title: "Canvas",
        issuer,
        client_id: clientId,
        deployment_ids: ["1"],
        auth_url: `${issuer}/api/lti/authorize_redirect`,
        token_url: `${issuer}/login/oauth2/token`,
        jwks_url: `http://127.0.0.1:${JWKS_PORT}/jwks`,
      },
    });
    expect(registered.status()).toBe(201);
    const title = `Deep linked ${unique()}`;
    const created = await request.post("/api/courses", {
      headers: auth(token),
      data: { title, with_topics: false, attempts: null, min_pass_percent: 50 },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const courseId: number = (await created.json()).data.id;

    const login = await request.get(
      `/lti/login?${new URLSearchParams({ iss: issuer, client_id: clientId, login_hint: "7", target_link_uri: `${baseURL}/lti/launch` })}`,
      { maxRedirects: 0 },
    );
    const auth2 = new URL(login.headers().location ?? "");
    const idToken = await new SignJWT({
      nonce: auth2.searchParams.get("nonce"),
      [`${LTI}message_type`]: "LtiDeepLinkingRequest",
      [`${LTI}version`]: "1.3.0",
      [`${LTI}deployment_id`]: "1",
      [`${LTI}roles`]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"],
      [`${DL}deep_linking_settings`]: {
        deep_link_return_url: `${LMS_ORIGIN}/return`,
        accept_types: ["ltiResourceLink"],
        accept_presentation_document_targets: ["iframe"],
        data: "canvas-data-1",
      },
    })
      .setProtectedHeader({ alg: "RS256", kid: "e2e-dl-key" })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject("canvas-teacher-7")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);

    await page.route(`${LMS_ORIGIN}/launch.html`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><body><form method="post" action="${baseURL}/lti/launch">
<input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${auth2.searchParams.get("state")}">
</form><script>document.forms[0].submit()</script></body></html>`,
      }),
    );
    let returned = "";
    await page.route(`${LMS_ORIGIN}/return`, (route) => {
      returned = new URLSearchParams(route.request().postData() ?? "").get("JWT") ?? "";
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>LMS</title><h1>Added</h1>" });
    });
    await page.goto(`${LMS_ORIGIN}/launch.html`);
    await expect(page.getByRole("heading", { name: "Choose a course" })).toBeVisible();
    const choice = page.getByRole("radio", { name: title });
    await expect(choice).toBeVisible();
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/deep-linking-picker-${size.width}.png`, fullPage: true });
    }

    await choice.check();
    await page.getByTestId("lti-picker-submit").click();
    await expect(page.getByRole("heading", { name: "Added" })).toBeVisible();
    const toolKeys = createLocalJWKSet(await (await request.get("/lti/jwks")).json());
    const { payload } = await jwtVerify(returned, toolKeys, { issuer: clientId, audience: issuer });
    expect(payload[`${LTI}message_type`]).toBe("LtiDeepLinkingResponse");
    expect(payload[`${DL}data`]).toBe("canvas-data-1");
    expect(payload[`${DL}content_items`]).toEqual([
      expect.objectContaining({
        type: "ltiResourceLink",
        title,
        custom: { course_id: String(courseId) },
        lineItem: expect.objectContaining({ scoreMaximum: 100, label: title }),
      }),
    ]);
  } finally {
    await new Promise<void>((resolve) => jwks.close(() => resolve()));
  }
});
