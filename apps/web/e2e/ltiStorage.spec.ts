import { createServer, type Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { seriousViolations } from "./axe";
import { auth, tokenOf, unique } from "./courseFactory";
import { CREATOR } from "./support";

const SHOTS = "/tmp/shots-lti";
/** The LMS: its pages are answered by page.route; its origin is its authorisation endpoint's (messages go there). */
const LMS = "https://lms-storage.e2e.test";
const JWKS_PORT = Number(process.env.LTI_STORAGE_JWKS_PORT ?? Number(process.env.E2E_PORT ?? 3600) + 5);
const LTI = "https://purl.imsglobal.org/spec/lti/claim/";

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

/**
 * The platform's storage frame (LTI Client Side postMessages): answers lti.capabilities, keeps lti.put_data per
 * sender origin and key, answers lti.get_data; `forget` makes it lose what it kept (another browser's storage).
 */
const storageFrame = (forget: boolean) => `<!doctype html><html><body><script>
const kept = {}; window.seen = [];
window.addEventListener("message", (e) => {
  const d = e.data; if (!d || typeof d !== "object") return;
  window.seen.push(d.subject);
  const answer = (body) => e.source.postMessage({ message_id: d.message_id, ...body }, e.origin);
  if (d.subject === "lti.capabilities") answer({ subject: "lti.capabilities.response", supported_messages: [
    { subject: "lti.capabilities" }, { subject: "lti.put_data", frame: "post_message_forwarding" },
    { subject: "lti.get_data", frame: "post_message_forwarding" } ] });
  if (d.subject === "lti.put_data") { if (!${forget}) kept[e.origin + " " + d.key] = d.value;
    answer({ subject: "lti.put_data.response", key: d.key, value: d.value }); }
  if (d.subject === "lti.get_data") { const value = kept[e.origin + " " + d.key];
    answer(value === undefined ? { subject: "lti.get_data.response", key: d.key, error: { code: "not_found", message: "no value" } }
      : { subject: "lti.get_data.response", key: d.key, value }); }
});
</script></body></html>`;

test("the OIDC state goes through the platform's storage frame when the LMS offers it", async ({
  page,
  request,
  baseURL,
}) => {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "e2e-storage-key", alg: "RS256", use: "sig" };
  const jwks: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(JWKS_PORT, "127.0.0.1", resolve));
  try {
    const clientId = `storage-${unique()}`;
    const token = await tokenOf(request, CREATOR);
    const registered = await request.post("/api/lti/platforms", {
      headers: auth(token),
      data: {
        title: "Brightspace",
        issuer: LMS,
        client_id: clientId,
        deployment_ids: ["1"],
        auth_url: `${LMS}/auth`,
        token_url: `${LMS}/token`,
        jwks_url: `http://127.0.0.1:${JWKS_PORT}/jwks`,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const created = await request.post("/api/courses", {
      headers: auth(token),
      data: { title: `Stored state ${unique()}`, with_topics: false, attempts: null, min_pass_percent: 50 },
    });
    const courseId: number = (await created.json()).data.id;

    let forget = false;
    await page.route(`${LMS}/storage.html`, (route) =>
      route.fulfill({ contentType: "text/html", body: storageFrame(forget) }),
    );
    const login = new URLSearchParams({
      iss: LMS,
      client_id: clientId,
      login_hint: "learner-1",
      target_link_uri: `${baseURL}/lti/launch`,
      lti_storage_target: "post_message_forwarding",
    });
    await page.route(`${LMS}/course.html`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><title>LMS course</title></head><body><main><h1>Week 1</h1>
<iframe name="post_message_forwarding" title="Storage" src="${LMS}/storage.html" width="1" height="1"></iframe>
<iframe name="tool" title="Coursewright" src="${baseURL}/lti/login?${login}" style="width:100%;height:600px;border:0"></iframe>
</main></body></html>`,
      }),
    );
    // The authorisation endpoint: an id_token for the state and nonce the tool sent, form-posted to the launch.
    await page.route(`${LMS}/auth?*`, async (route) => {
      const asked = new URL(route.request().url()).searchParams;
      const idToken = await new SignJWT({
        nonce: asked.get("nonce"),
        [`${LTI}message_type`]: "LtiResourceLinkRequest",
        [`${LTI}version`]: "1.3.0",
        [`${LTI}deployment_id`]: "1",
        [`${LTI}roles`]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
        [`${LTI}resource_link`]: { id: "week-1" },
        [`${LTI}custom`]: { course_id: String(courseId) },
      })
        .setProtectedHeader({ alg: "RS256", kid: "e2e-storage-key" })
        .setIssuer(LMS)
        .setAudience(clientId)
        .setSubject("learner-1")
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey);
      await route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><form method="post" action="${asked.get("redirect_uri")}">
<input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${asked.get("state")}">
</form><script>document.forms[0].submit()</script>`,
      });
    });

    // The storage keeps the secret: the launch reads it back and lands in the player.
    const played = page.waitForRequest(new RegExp(`/coursePlayer/${courseId}\\?`));
    await page.goto(`${LMS}/course.html`);
    await played;
    const seen = await storageSeen(page);
    expect(seen).toEqual(["lti.capabilities", "lti.put_data", "lti.capabilities", "lti.get_data"]);

    // A storage that does not hold the login's state (another browser's): the launch is refused with what to check.
    forget = true;
    await page.goto(`${LMS}/course.html`);
    const tool = page.frameLocator('iframe[name="tool"]');
    await expect(tool.getByRole("heading", { name: "The sign-in could not be confirmed" })).toBeVisible();
    await expect(tool.getByText("lti_storage_target")).toBeVisible();
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/lti-storage-refused-${size.width}.png`, fullPage: true });
    }
  } finally {
    await new Promise<void>((resolve) => jwks.close(() => resolve()));
  }
});

/** The subjects the storage frame received, in order. */
async function storageSeen(page: Page): Promise<string[]> {
  const frame = page.frame({ name: "post_message_forwarding" });
  if (!frame) throw new Error("no storage frame");
  return frame.evaluate(() => (window as unknown as { seen: string[] }).seen);
}
