import { createServer, type Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { seriousViolations } from "./axe";
import { buildCourse, TITLES, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

const SHOTS = "/tmp/shots-lti";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The LMS's page that posts the launch: answered by page.route on an origin of its own. */
const LMS_ORIGIN = "http://lms.e2e.test:4100";
/** The test platform's JWKS, served by a node server the test starts (the tool fetches it). */
const JWKS_PORT = Number(process.env.E2E_PORT ?? 3600) + 9;
const LTI = "https://purl.imsglobal.org/spec/lti/claim/";

// The LMS page is "public" to Chromium (page.route answers it) while the product runs on 127.0.0.1: only the
// browser's local network checks are turned off, as in integrations.spec.ts.
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

async function expectAccessible(page: Page, name: string) {
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 10_000 });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expect(page.getByTestId("lti-login-url")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test("a creator registers an LTI 1.3 platform, and the platform's launch opens the player for its learner", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  // The platform: its own keys, published at a JWKS address.
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "e2e-key", alg: "RS256", use: "sig" };
  const jwks: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(JWKS_PORT, "127.0.0.1", resolve));
  try {
    const issuer = "https://lms.e2e.test";
    const clientId = `moodle-${unique()}`;

    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/integrationsApi");
    await page.getByTestId("integrations-lti").click();
    await expect(page).toHaveURL(/\/integrationsLti$/);
    await expect(page.getByTestId("lti-login-url")).toHaveValue(`${baseURL}/lti/login`);
    await expectAccessible(page, "tool");

    await page.getByTestId("lti-new").click();
    await page.getByTestId("lti-title").fill("Moodle");
    await page.getByTestId("lti-issuer").fill(issuer);
    await page.getByTestId("lti-client_id").fill(clientId);
    await page.getByTestId("lti-deployment_ids").fill("1");
    await page.getByTestId("lti-auth_url").fill("not an address");
    await page.getByTestId("lti-token_url").fill(`${issuer}/mod/lti/token.php`);
    await page.getByTestId("lti-jwks_url").fill(`http://127.0.0.1:${JWKS_PORT}/jwks`);
    await page.getByTestId("lti-save").click();
    await expect(page.getByText("Enter a web address that starts with http:// or https://.")).toBeVisible();
    await page.getByTestId("lti-auth_url").fill(`${issuer}/mod/lti/auth.php`);
    await page.getByTestId("lti-save").click();
    await expect(page.getByTestId("lti-platform").filter({ hasText: clientId })).toBeVisible();
    await expectAccessible(page, "registered");

    // The platform starts a login; the tool answers with its authorisation request.
    const { courseId } = await buildCourse(request, await tokenOf(request, CREATOR), null);
    const login = await request.get(
      `/lti/login?${new URLSearchParams({ iss: issuer, client_id: clientId, login_hint: "42", target_link_uri: `${baseURL}/lti/launch`, lti_deployment_id: "1" })}`,
      { maxRedirects: 0 },
    );
    expect(login.status()).toBe(302);
    const auth = new URL(login.headers().location ?? "");
    expect(auth.origin + auth.pathname).toBe(`${issuer}/mod/lti/auth.php`);
    const state = auth.searchParams.get("state") ?? "";
    const nonce = auth.searchParams.get("nonce") ?? "";

    // Its authorisation endpoint answers with an id_token, posted by the LMS page to the tool's launch URL.
    const idToken = await new SignJWT({
      nonce,
      name: "Grace Hopper",
      [`${LTI}message_type`]: "LtiResourceLinkRequest",
      [`${LTI}version`]: "1.3.0",
      [`${LTI}deployment_id`]: "1",
      [`${LTI}target_link_uri`]: `${baseURL}/lti/launch`,
      [`${LTI}resource_link`]: { id: "week-1" },
      [`${LTI}roles`]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
      [`${LTI}custom`]: { course_id: String(courseId) },
    })
      .setProtectedHeader({ alg: "RS256", kid: "e2e-key" })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject("moodle-user-42")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    const context = await browser.newContext();
    const lms = await context.newPage();
    await lms.route(`${LMS_ORIGIN}/launch.html`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><body><form method="post" action="${baseURL}/lti/launch">
<input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${state}">
</form><script>document.forms[0].submit()</script></body></html>`,
      }),
    );
    await lms.goto(`${LMS_ORIGIN}/launch.html`);
    await expect(lms).toHaveURL(
      new RegExp(`/coursePlayer/${courseId}\\?progress_mode=lms&integration_user_id=moodle-user-42&launch=`),
    );
    await expect(lms.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "", { timeout: 30_000 });
    await context.close();

    // The creator renames the platform, then deletes it after confirming.
    const row = page.getByTestId("lti-platform").filter({ hasText: clientId });
    await row.getByRole("button", { name: "Edit Moodle" }).click();
    await page.getByTestId("lti-title").fill("Moodle (prod)");
    await page.getByTestId("lti-save").click();
    await expect(row).toContainText("Moodle (prod)");
    await row.getByRole("button", { name: "Delete Moodle (prod)" }).click();
    const dialog = page.getByTestId("lti-delete-dialog");
    await expect(dialog).toContainText("Its launches stop working at once.");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(row).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => jwks.close(() => resolve()));
  }
});
