import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// The LTI page shows each platform's grade passback as the xAPI panel shows a store's deliveries: when a score last
// reached it, and why the last one was refused, in words. The server's side (a platform refusing a score, the
// answer's fields) is tested through app.inject with a fake platform (apps/server/src/modules/lti/grades.test.ts);
// here the list's answer carries a refusal so the page can be seen saying it.

const REFUSAL =
  'POST https://lms.e2e.test/mod/lti/services.php/2/lineitems/3/lineitem/scores answered 422: {"error":"invalid_score","message":"The grade item is locked"}';

test("a platform that refused a score: the last delivery's time and the refusal's reason in words", async ({
  page,
  request,
}) => {
  test.slow();
  const clientId = `moodle-${unique()}`;
  const made = await request.post("/api/lti/platforms", {
    headers: auth(await tokenOf(request, CREATOR)),
    data: {
      title: "Moodle grades",
      issuer: "https://lms.e2e.test",
      client_id: clientId,
      deployment_ids: ["1"],
      auth_url: "https://lms.e2e.test/mod/lti/auth.php",
      token_url: "https://lms.e2e.test/mod/lti/token.php",
      jwks_url: "https://lms.e2e.test/mod/lti/certs.php",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).data.id as number;
  // A fresh registration has delivered nothing: the page says so (the server's own answer, untouched).
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/integrationsLti");
  const card = page.getByTestId("lti-platform").filter({ hasText: clientId });
  // The list can take a while on a loaded machine (a run at load 20 waited more than 10 s for it).
  await expect(card.getByTestId("lti-score-delivery")).toHaveText("No score delivered yet", { timeout: 45_000 });

  // The platform then took one score and refused the next (as grades.test.ts has the server record it).
  await page.route("**/api/lti/platforms", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const platform of body.data) {
      if (platform.id !== id) continue;
      Object.assign(platform, {
        last_score_sent_at: "2026-11-27T09:15:00.000Z",
        last_score_error: REFUSAL,
        last_score_error_cause: {
          kind: "status",
          status: 422,
          excerpt: '{"error":"invalid_score","message":"The grade item is locked"}',
        },
        last_score_error_at: "2026-11-27T10:40:00.000Z",
      });
    }
    // A body of its own (not the fetched answer's headers, whose length is the original's).
    await route.fulfill({ status: response.status(), contentType: "application/json", body: JSON.stringify(body) });
  });
  await page.reload();
  const delivery = card.getByTestId("lti-score-delivery");
  await expect(delivery).toContainText("Last score delivered on", { timeout: 45_000 });
  await expect(delivery).toContainText("2026");
  const error = card.getByTestId("lti-score-error");
  await expect(error).toContainText("The platform refused a score or could not be reached");
  await expect(error).toContainText("Last failure on");
  await expect(card.getByTestId("lti-score-error-cause")).toHaveText(
    "The platform answered with HTTP error 422. 401 or 403 usually means the tool may not send grades (its grade services are off or the client id is wrong); 404 that the grade item was deleted; 400 or 422 that the platform refused the score itself (a locked or closed grade item, say).",
  );
  await expect(error).toContainText("The grade item is locked");
  await expect(error).toContainText("Scores are sent again automatically for about two hours.");

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(error).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/limits-lti-score-${width}.png` });
  }
});
